import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApi } from '@ruume/api-client/testing';
import { roomHandlers } from '../../testing';
import { BareRoomRedirect } from './bare-room-redirect';

const meta = {
  title: 'room/pages/BareRoomRedirect',
  component: BareRoomRedirect,
  parameters: { layout: 'fullscreen', path: '/:roomId' },
  decorators: [withApi(roomHandlers)],
} satisfies Meta<typeof BareRoomRedirect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A room id: the visitor lands on the room entry, /m/{roomId}. */
export const RoomId: Story = { parameters: { route: '/team-standup' } };

/** Not a room id: the 404 page. */
export const NotARoomId: Story = { parameters: { route: '/no.such.page' } };
