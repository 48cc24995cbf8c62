import type { Meta, StoryObj } from '@storybook/react-vite';
import { billingUsers } from '../../testing';
import { StorageUsage } from './storage-usage';

const GB = 1000 * 1000 * 1000;

const meta = {
  title: 'billing/components/StorageUsage',
  component: StorageUsage,
  parameters: { layout: 'padded' },
  args: { storage: billingUsers.professionalMonthly.recordingStorage },
} satisfies Meta<typeof StorageUsage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 12.5 of 100 GB. */
export const Professional: Story = {};

/** Past 90 %: the bar turns to a warning. */
export const NearlyFull: Story = {
  args: { storage: billingUsers.student.recordingStorage },
};

/** Over the allowance: the bar stays at 100 % and says what to do. */
export const OverAllowance: Story = {
  args: { storage: { used: 62 * GB, available: 50 * GB } },
};

/** The free plan stores no files. */
export const FreePlan: Story = {
  args: { storage: billingUsers.houseWithTrial.recordingStorage },
};

/** The free plan, with files kept read-only from an earlier plan. */
export const FreePlanWithOldFiles: Story = {
  args: { storage: billingUsers.houseWithoutTrial.recordingStorage },
};
