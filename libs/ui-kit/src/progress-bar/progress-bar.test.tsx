import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { clampPercent, ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('is a progressbar named by its label with its value and range', () => {
    renderWithTheme(<ProgressBar label="storage" value={42} />);

    const bar = screen.getByRole('progressbar', { name: 'storage' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('42%')).toBeInTheDocument();
  });

  it('caps values above 100 at 100', () => {
    renderWithTheme(<ProgressBar label="storage" value={180} />);

    expect(
      screen.getByRole('progressbar', { name: 'storage' }),
    ).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('100%')).toBeInTheDocument();
  });

  it('caps values below 0 at 0', () => {
    renderWithTheme(<ProgressBar label="upload" value={-5} />);

    expect(screen.getByRole('progressbar', { name: 'upload' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  });

  it('fills the track in proportion to the capped value', () => {
    renderWithTheme(<ProgressBar label="storage" value={250} />);

    expect(screen.getByRole('progressbar').firstElementChild).toHaveStyle({
      width: '100%',
    });
  });

  it('shows and announces a value text instead of the percent', () => {
    renderWithTheme(
      <ProgressBar label="storage" value={64} valueText="3.2 GB of 5 GB" />,
    );

    expect(
      screen.getByRole('progressbar', { name: 'storage' }),
    ).toHaveAttribute('aria-valuetext', '3.2 GB of 5 GB');
    expect(screen.getByText('3.2 GB of 5 GB')).toBeInTheDocument();
  });

  it('keeps its name when the label is hidden', () => {
    renderWithTheme(
      <ProgressBar
        label="uploading weekly sync"
        hideLabel
        showValue={false}
        value={30}
      />,
    );

    expect(
      screen.getByRole('progressbar', { name: 'uploading weekly sync' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('30%')).not.toBeInTheDocument();
  });
});

describe('clampPercent', () => {
  it('holds values within 0–100', () => {
    expect(clampPercent(55.5)).toBe(55.5);
    expect(clampPercent(100.01)).toBe(100);
    expect(clampPercent(-0.1)).toBe(0);
    expect(clampPercent(Number.NaN)).toBe(0);
    expect(clampPercent(Infinity)).toBe(100);
  });
});
