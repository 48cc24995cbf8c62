import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, within } from 'storybook/test';
import { withApi } from '@ruume/api-client/testing';
import { roomsMessages as text } from '@ruume/contracts';
import { buildCurrentUser } from '@ruume/contracts/testing';
import {
  meetingHandlers,
  meetingHandlersFailing,
  meetingHandlersLoading,
  signedInStore,
} from '../../testing';
import { StartRoomPicker } from './start-room-picker';

const meta = {
  title: 'meeting/components/StartRoomPicker',
  component: StartRoomPicker,
  parameters: { route: '/dashboard', path: '/dashboard/*' },
  args: { open: true, onClose: fn(), onLimitReached: fn() },
  decorators: [withApi(meetingHandlers)],
} satisfies Meta<typeof StartRoomPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body);

/** The host's templates and the stock ones, by category; one click starts a room. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('button', {
      name: text.startWith('focus flow'),
    });
  },
};

export const Loading: Story = {
  decorators: [withApi(meetingHandlersLoading)],
};

/** The templates could not be read: try again. */
export const Failing: Story = {
  decorators: [withApi(meetingHandlersFailing)],
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(text.templatesFailed);
  },
};

/** A house host with an onboarded payments account: the room's own entry fee can be switched on. */
export const EntryFeeReady: Story = {
  decorators: [
    withApi(meetingHandlers, {
      store: signedInStore(
        buildCurrentUser({
          stripeInfo: {
            accountId: 'acct_1HouseHost',
            isAccountOnboarded: true,
          },
        }),
      ),
    }),
  ],
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('region', { name: text.roomFeeTitle });
  },
};
