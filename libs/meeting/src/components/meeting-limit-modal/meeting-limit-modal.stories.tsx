import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MeetingLimitModal } from './meeting-limit-modal';

const meta = {
  title: 'meeting/components/MeetingLimitModal',
  component: MeetingLimitModal,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof MeetingLimitModal>;

export default meta;

/** SPEC §8: a room was refused with 429, the host is offered the plans. */
export const Open: StoryObj<typeof meta> = {};
