import type { Meta, StoryObj } from '@storybook/react-vite';
import { monetizationUsers, withMonetizationAccount } from '../../testing';
import { RecordingsScreen } from './recordings-screen';

const meta = {
  title: 'monetization/components/RecordingsScreen',
  component: RecordingsScreen,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RecordingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Storage, upload and list, as both settings routes show it. */
export const Onboarded: Story = {
  decorators: [withMonetizationAccount(monetizationUsers.onboarded)],
};

/** Business: 250 of 1000 GB. */
export const Business: Story = {
  decorators: [withMonetizationAccount(monetizationUsers.business)],
};

/** House: no upload, the way to a plan with stored files. */
export const House: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.house, { recordings: [] }),
  ],
};
