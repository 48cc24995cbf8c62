import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Alert } from './alert';

describe('Alert', () => {
  it('interrupts with role alert for a danger message', () => {
    renderWithTheme(
      <Alert tone="danger">Something went wrong. Please try again.</Alert>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  });

  it('announces other tones politely as a status, with a title', () => {
    renderWithTheme(
      <Alert
        tone="success"
        title="stripe account has been successfully disconnected."
      >
        you can connect another account at any time.
      </Alert>,
    );

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(
      'stripe account has been successfully disconnected.',
    );
    expect(status).toHaveTextContent(
      'you can connect another account at any time.',
    );
  });

  it('can be static page content', () => {
    renderWithTheme(
      <Alert tone="warning" live="none">
        connect a payments account to monetize recordings.
      </Alert>,
    );

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      screen.getByText('connect a payments account to monetize recordings.'),
    ).toBeInTheDocument();
  });
});
