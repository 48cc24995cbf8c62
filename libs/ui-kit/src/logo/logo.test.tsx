import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Logo } from './logo';

describe('Logo', () => {
  it('shows the wordmark, hidden from screen readers (the surrounding control names it)', () => {
    renderWithTheme(<Logo />);

    expect(screen.getByText('ruume')).toBeInTheDocument();
    expect(
      screen.getByText('ruume').closest('[aria-hidden="true"]'),
    ).not.toBeNull();
  });

  it('can show the mark alone', () => {
    renderWithTheme(<Logo markOnly />);

    expect(screen.queryByText('ruume')).not.toBeInTheDocument();
  });
});
