import { screen } from '@testing-library/react';
import { BYTES_PER_GIGABYTE as GB, billingMessages } from '@ruume/contracts';
import { renderWithTheme } from '../testing/render-with-theme';
import { StorageMeter } from './storage-meter';

const upgrade = <a href="/settings/subscription">upgrade your plan</a>;

it('shows the storage used of the plan’s allowance, in decimal GB', () => {
  renderWithTheme(
    <StorageMeter storage={{ used: 12.5 * GB, available: 100 * GB }} />,
  );
  const bar = screen.getByRole('progressbar', { name: 'recording storage' });
  expect(bar).toHaveAttribute('aria-valuenow', '13');
  expect(bar).toHaveAttribute('aria-valuetext', '12.5 GB of 100 GB');
});

it('caps the bar at 100 % and offers more room when full', () => {
  renderWithTheme(
    <StorageMeter
      storage={{ used: 104 * GB, available: 100 * GB }}
      upgrade={upgrade}
    />,
  );
  expect(screen.getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  expect(screen.getByText(billingMessages.storageFull)).toBeVisible();
  expect(screen.getByRole('link', { name: 'upgrade your plan' })).toBeVisible();
});

it('on a plan without storage, says stored files come with paid plans', () => {
  renderWithTheme(<StorageMeter storage={{ used: 0, available: 0 }} />);
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByText('stored files come with paid plans.')).toBeVisible();
});

it('on a plan without storage, tells of files kept from an earlier plan', () => {
  renderWithTheme(<StorageMeter storage={{ used: 3.2 * GB, available: 0 }} />);
  expect(
    screen.getByText('3.2 GB kept from an earlier plan, read-only.'),
  ).toBeVisible();
});
