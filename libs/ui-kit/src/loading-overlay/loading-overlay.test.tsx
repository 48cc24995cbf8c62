import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { LoadingOverlay } from './loading-overlay';

describe('LoadingOverlay', () => {
  it('shows a spinner while visible', () => {
    renderWithTheme(<LoadingOverlay visible />);

    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('shows nothing when not visible', () => {
    renderWithTheme(<LoadingOverlay visible={false} />);

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('appears and disappears with its visible flag', () => {
    const { rerender } = renderWithTheme(
      <LoadingOverlay visible={false} label="Checking the recording" />,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    rerender(<LoadingOverlay visible label="Checking the recording" />);
    expect(
      screen.getByRole('status', { name: 'Checking the recording' }),
    ).toBeInTheDocument();

    rerender(<LoadingOverlay visible={false} label="Checking the recording" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('covers the whole screen, above the page', () => {
    const { container } = renderWithTheme(<LoadingOverlay visible />);
    const overlay = screen.getByRole('status').closest('[aria-busy="true"]');

    expect(container).not.toContainElement(overlay as HTMLElement);
    expect(overlay).toHaveStyle({ position: 'fixed' });
  });
});
