import { screen } from '@testing-library/react';
import {
  billingMessages,
  monetizationMessages as text,
} from '@ruume/contracts';
import { renderWithTheme } from '@ruume/ui-kit/testing';
import { StorageMeter } from './storage-meter';

const GB = 1000 * 1000 * 1000;

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
    <StorageMeter storage={{ used: 104 * GB, available: 100 * GB }} />,
  );
  expect(screen.getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  expect(screen.getByText(billingMessages.storageFull)).toBeVisible();
  expect(
    screen.getByRole('link', { name: text.storageUpgrade }),
  ).toHaveAttribute('href', '/settings/subscription');
});

it('on the house tier, says stored files are part of paid plans, with a way to upgrade', () => {
  renderWithTheme(<StorageMeter storage={{ used: 0, available: 0 }} />);
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByText('stored files come with paid plans.')).toBeVisible();
  expect(
    screen.getByRole('link', { name: text.storageUpgrade }),
  ).toHaveAttribute('href', '/settings/subscription');
});

it('on the house tier, tells of files kept from an earlier plan', () => {
  renderWithTheme(<StorageMeter storage={{ used: 3.2 * GB, available: 0 }} />);
  expect(
    screen.getByText('3.2 GB kept from an earlier plan, read-only.'),
  ).toBeVisible();
});
