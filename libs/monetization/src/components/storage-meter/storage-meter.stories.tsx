import type { Meta, StoryObj } from '@storybook/react-vite';
import { monetizationUsers } from '../../testing';
import { StorageMeter } from './storage-meter';

const GB = 1000 * 1000 * 1000;

const meta = {
  title: 'monetization/components/StorageMeter',
  component: StorageMeter,
  parameters: { layout: 'padded' },
  args: { storage: monetizationUsers.onboarded.recordingStorage },
} satisfies Meta<typeof StorageMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 12.5 of 100 GB. */
export const Professional: Story = {};

/** Past 90 %: a warning. */
export const NearlyFull: Story = {
  args: { storage: { used: 46 * GB, available: 50 * GB } },
};

/** Full: the bar stays at 100 % and offers more room. */
export const Full: Story = {
  args: { storage: monetizationUsers.storageFull.recordingStorage },
};

/** House: storage is part of paid plans. */
export const House: Story = {
  args: { storage: monetizationUsers.house.recordingStorage },
};

/** House, with files kept from an earlier plan. */
export const HouseWithOldFiles: Story = {
  args: { storage: monetizationUsers.houseWithOldFiles.recordingStorage },
};
