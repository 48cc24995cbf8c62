import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RoomsEmpty } from './rooms-empty';

const meta = {
  title: 'meeting/components/RoomsEmpty',
  component: RoomsEmpty,
  parameters: { layout: 'padded' },
  args: {
    view: 'all',
    onStart: fn(),
    onSchedule: fn(),
    onNewPersonalRoom: fn(),
  },
} satisfies Meta<typeof RoomsEmpty>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new host: the steps to a first room, start or schedule. */
export const AllRooms: Story = {};

/** No scheduled meetings: schedule one. */
export const Scheduled: Story = { args: { view: 'scheduled' } };

/** No personal rooms: make one with an address of the host's own. */
export const MyRooms: Story = { args: { view: 'my' } };
