import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { LogoButton } from './logo-button';

describe('LogoButton', () => {
  it("is a link named 'ruume home' to the given path", () => {
    renderWithTheme(<LogoButton to="/register" />);

    expect(screen.getByRole('link', { name: 'ruume home' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('takes another accessible name', () => {
    renderWithTheme(
      <LogoButton to="/register" label="ruume — create your account" />,
    );

    expect(
      screen.getByRole('link', { name: 'ruume — create your account' }),
    ).toBeInTheDocument();
  });

  it('navigates in the app when clicked', async () => {
    const { user } = renderWithTheme(<LogoButton to="/register" />, {
      route: '/share/r/abc',
      path: '/share/r/:shareId',
    });

    await user.click(screen.getByRole('link', { name: 'ruume home' }));

    expect(screen.getByText('Navigated to /register')).toBeInTheDocument();
  });
});
