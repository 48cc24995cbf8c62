import { screen } from '@testing-library/react';
import { billingMessages } from '@ruume/contracts';
import { renderWithTheme } from '@ruume/ui-kit/testing';
import { StorageUsage } from './storage-usage';

const GB = 1000 * 1000 * 1000;

it('shows use against the allowance in decimal GB', () => {
  renderWithTheme(
    <StorageUsage storage={{ used: 12.5 * GB, available: 100 * GB }} />,
  );
  const bar = screen.getByRole('progressbar', { name: 'recording storage' });
  expect(bar).toHaveAttribute('aria-valuenow', '13');
  expect(bar).toHaveAttribute('aria-valuetext', '12.5 GB of 100 GB');
  expect(screen.getByText('12.5 GB of 100 GB')).toBeVisible();
});

it('caps the bar at 100 % when over the allowance, and says so', () => {
  renderWithTheme(
    <StorageUsage storage={{ used: 62 * GB, available: 50 * GB }} />,
  );
  const bar = screen.getByRole('progressbar', { name: 'recording storage' });
  expect(bar).toHaveAttribute('aria-valuenow', '100');
  expect(bar).toHaveAttribute('aria-valuetext', '62 GB of 50 GB');
  expect(screen.getByText(billingMessages.storageFull)).toBeVisible();
});

it('on the free plan, says stored files come with paid plans', () => {
  renderWithTheme(<StorageUsage storage={{ used: 0, available: 0 }} />);
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByText('stored files come with paid plans.')).toBeVisible();
});

it('on the free plan, tells of files kept from an earlier plan', () => {
  renderWithTheme(<StorageUsage storage={{ used: 3.2 * GB, available: 0 }} />);
  expect(
    screen.getByText('3.2 GB kept from an earlier plan, read-only.'),
  ).toBeVisible();
});
