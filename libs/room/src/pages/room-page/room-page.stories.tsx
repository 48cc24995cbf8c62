import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withApi } from '@ruume/api-client/testing';
import { liveRoomMessages } from '@ruume/contracts';
import { mockMatchMedia } from '@ruume/ui-kit/testing';
import {
  guestAda,
  liveRoomId,
  liveStates,
  withLiveRoom,
} from '../../test-support/live-fixtures';
import { roomHandlers, withViewerTimeZone } from '../../testing';
import { RoomPage } from './room-page';

const text = liveRoomMessages;

const meta = {
  title: 'room/pages/RoomPage',
  component: RoomPage,
  parameters: {
    layout: 'fullscreen',
    path: '/meeting/:roomId',
    route: `/meeting/${liveRoomId}`,
  },
  decorators: [withViewerTimeZone(), withApi(roomHandlers)],
} satisfies Meta<typeof RoomPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const findsHeading = (name: string) => ({
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await within(canvasElement).findByRole('heading', { name, level: 1 });
  },
});

const findsText = (wanted: string | RegExp) => ({
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await within(canvasElement.ownerDocument.body).findByText(wanted);
  },
});

/** The socket is opening. */
export const Connecting: Story = {
  decorators: [withLiveRoom(liveStates.connecting)],
  ...findsHeading(text.connecting),
};

/** A guest in the waiting room, until a host admits or denies them. */
export const Waiting: Story = {
  decorators: [withLiveRoom(liveStates.waiting)],
  ...findsHeading(text.waitingTitle),
};

/** The host alone: their tile and the room link to share. */
export const Alone: Story = {
  decorators: [withLiveRoom(liveStates.alone)],
  ...findsText(text.aloneTitle),
};

/** Two people; ada is speaking. */
export const TwoPeople: Story = {
  decorators: [
    withLiveRoom(liveStates.two, {
      media: { activeSpeakerId: guestAda.id },
    }),
  ],
  ...findsText('ada lovelace'),
};

/** Four people: one muted, one with the camera off; link quality on each tile. */
export const FourPeople: Story = {
  decorators: [withLiveRoom(liveStates.four)],
  ...findsText('cy okafor'),
};

/** The host while two people knock: the alert (with a chime) and the count on 'people'. */
export const HostWithWaiters: Story = {
  decorators: [withLiveRoom(liveStates.hostWithWaiters)],
  ...findsText(text.knockAlertMany(2)),
};

/** The people panel of a host: waiting list, moderator actions and the room's settings. */
export const PeoplePanel: Story = {
  decorators: [withLiveRoom(liveStates.hostWithWaiters)],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const people = await page.findByRole('button', { name: /^people/ });
    people.click();
    await page.findByRole('heading', { name: text.peopleTitle });
    await expect(
      page.getByRole('button', { name: text.admitNamed('dee rivera') }),
    ).toBeInTheDocument();
  },
};

/** The chat open with the history a late joiner receives. */
export const ChatWithHistory: Story = {
  decorators: [withLiveRoom(liveStates.chat)],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    (await page.findByRole('button', { name: text.chat })).click();
    await page.findByText('thanks ada. we start in two minutes.');
  },
};

/** Ada raised her hand. */
export const HandRaised: Story = {
  decorators: [withLiveRoom(liveStates.handRaised)],
  ...findsText('ada lovelace'),
};

/** Reactions rising over the stage. */
export const Reactions: Story = {
  decorators: [withLiveRoom(liveStates.reactions)],
  ...findsText(text.reactionFrom('ada lovelace', 'clap')),
};

/** Ada shares her screen: it takes the stage, everyone's camera (hers too) in a strip. */
export const ScreenSharing: Story = {
  decorators: [withLiveRoom(liveStates.screenSharing)],
  play: async ({ canvasElement }) => {
    // Her screen on the stage, her camera in the strip with everyone's.
    await within(canvasElement).findByRole('list', {
      name: text.screenOf('ada lovelace'),
    });
  },
};

/** The socket dropped: the call stays, with the banner. */
export const Reconnecting: Story = {
  decorators: [withLiveRoom(liveStates.reconnecting)],
  ...findsText(text.reconnectingText),
};

/** A guest's view: no moderator actions. */
export const Guest: Story = {
  decorators: [withLiveRoom(liveStates.guest)],
  ...findsText('jane cooper'),
};

/** On a phone (≤ 767 px): icons only, the less used controls under 'more'. */
export const Phone: Story = {
  globals: { viewport: { value: 'ruumeMobile', isRotated: false } },
  decorators: [withLiveRoom(liveStates.four)],
  beforeEach: () => mockMatchMedia(true).restore,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: text.more });
  },
};

/** Removed by the host: straight to /kick with the reason. */
export const Removed: Story = {
  decorators: [withLiveRoom(liveStates.removed)],
  ...findsText(/Navigated to \/kick\?reason=please/),
};

/** The waiting room turned them away. */
export const Denied: Story = {
  decorators: [withLiveRoom(liveStates.denied)],
  ...findsHeading(text.deniedTitle),
};

/** The host ended the room for everyone. */
export const Ended: Story = {
  decorators: [withLiveRoom(liveStates.ended)],
  ...findsHeading(text.endedTitle),
};

/** Another tab took over: 'use here' takes it back. */
export const Replaced: Story = {
  decorators: [withLiveRoom(liveStates.replaced)],
  ...findsHeading(text.replacedTitle),
};

/** The room is locked. */
export const Refused: Story = {
  decorators: [withLiveRoom(liveStates.refused)],
  ...findsHeading(text.refusedTitle),
};

/** Every retry failed. */
export const Failed: Story = {
  decorators: [withLiveRoom(liveStates.failed)],
  ...findsHeading(text.failedTitle),
};

/** No pass for this room: to the lobby, /m/{roomId}. */
export const TicketMissing: Story = {
  decorators: [withLiveRoom(liveStates.connecting, { pass: null })],
  ...findsText(`Navigated to /m/${liveRoomId}`),
};
