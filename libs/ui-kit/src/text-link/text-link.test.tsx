import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { TextLink } from './text-link';

describe('TextLink', () => {
  it('links to a URL', () => {
    renderWithTheme(
      <TextLink href="/api/v1/download/public/free/abc">click here</TextLink>,
    );

    expect(screen.getByRole('link', { name: 'click here' })).toHaveAttribute(
      'href',
      '/api/v1/download/public/free/abc',
    );
  });

  it('navigates within the app with `to`', async () => {
    const { user } = renderWithTheme(
      <TextLink to="/auth/forgot-password">forgot password?</TextLink>,
      {
        route: '/login',
        path: '/login',
      },
    );

    await user.click(screen.getByRole('link', { name: 'forgot password?' }));

    expect(
      screen.getByText('Navigated to /auth/forgot-password'),
    ).toBeInTheDocument();
  });
});
