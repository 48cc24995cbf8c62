import { screen } from '@testing-library/react';
import { renderWithTheme } from '@ruume/ui-kit/testing';
import { MeetingLimitModal } from './meeting-limit-modal';

it('says SPEC §8 letter for letter and upgrades in a new tab', async () => {
  const onClose = jest.fn();
  const { user } = renderWithTheme(
    <MeetingLimitModal open onClose={onClose} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'meeting limit reached' });
  expect(dialog).toHaveAccessibleDescription(
    'you have reached meeting limit in the last 24 hours. upgrade your plan to increase the limit.',
  );
  const upgrade = screen.getByRole('link', { name: 'upgrade' });
  expect(upgrade).toHaveAttribute('href', '/settings/subscription');
  expect(upgrade).toHaveAttribute('target', '_blank');
  expect(upgrade).toHaveAttribute('rel', expect.stringContaining('noopener'));

  await user.click(screen.getByRole('button', { name: 'not now' }));
  expect(onClose).toHaveBeenCalled();
});
