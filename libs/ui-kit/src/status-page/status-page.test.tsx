import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing';
import { ErrorState } from './error-state';
import { NotFoundPage } from './not-found-page';
import { PagePlaceholder } from './page-placeholder';

describe('NotFoundPage', () => {
  it("shows SPEC's text and 'back to home' replaces the route with /dashboard", async () => {
    const { user } = renderWithTheme(<NotFoundPage />, {
      route: '/no/such/page',
      path: '/no/such/page',
    });
    expect(
      screen.getByText(
        'the page you are looking for does not exist or has been moved.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'back to home' }));
    expect(screen.getByText('Navigated to /dashboard')).toBeInTheDocument();
  });
});

describe('ErrorState', () => {
  it('offers its action', async () => {
    const onAction = jest.fn();
    const { user } = renderWithTheme(
      <ErrorState
        title="something went wrong"
        description="try again"
        actionLabel="reload"
        onAction={onAction}
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'something went wrong' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'reload' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });
});

describe('PagePlaceholder', () => {
  it('names the page and links back home', () => {
    renderWithTheme(<PagePlaceholder title="billing" />);
    expect(
      screen.getByRole('heading', { name: 'billing' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'back to home' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
