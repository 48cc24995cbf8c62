import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status named "Loading" by default', () => {
    renderWithTheme(<Spinner />);

    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('announces what is loading when given a label', () => {
    renderWithTheme(<Spinner label="Loading recordings" />);

    expect(
      screen.getByRole('status', { name: 'Loading recordings' }),
    ).toHaveTextContent('Loading recordings');
  });

  it('adds no status when decorative', () => {
    renderWithTheme(<Spinner decorative />);

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
