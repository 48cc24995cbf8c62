import { screen } from '@testing-library/react';
import { renderWithTheme } from '@ruume/ui-kit/testing';
import { KickPage } from './kick-page';

it('shows the reason with its first letter capitalised', () => {
  renderWithTheme(<KickPage />, {
    route: '/kick?reason=spamming%20the%20chat',
    path: '/kick',
  });
  expect(screen.getByText('Spamming the chat')).toBeInTheDocument();
});

it('without a reason, asks to contact the host', () => {
  renderWithTheme(<KickPage />, { route: '/kick', path: '/kick' });
  expect(
    screen.getByText(
      'Please contact the meeting host if you believe this was a mistake.',
    ),
  ).toBeInTheDocument();
});

it("'Back to Home' goes to the dashboard", async () => {
  const { user } = renderWithTheme(<KickPage />, {
    route: '/kick?reason=x',
    path: '/kick',
  });
  await user.click(screen.getByRole('button', { name: 'Back to Home' }));
  expect(screen.getByText('Navigated to /dashboard')).toBeInTheDocument();
});
