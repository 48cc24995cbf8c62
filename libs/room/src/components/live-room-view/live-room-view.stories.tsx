import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type RoomEntry, liveRoomMessages } from '@ruume/contracts';
import { mockMatchMedia } from '@ruume/ui-kit/testing';
import {
  fixtureActions,
  guestAda,
  guestBo,
  hostJane,
  janesRecording,
  liveNow,
  liveRoomId,
  liveStates,
} from '../../test-support/live-fixtures';
import { useFixtureSnapshot } from '../../test-support/stage-fixtures';
import type { MediaSnapshot } from '../../live/room-snapshot';
import { sfuStates, thirtySpeakers } from '../../test-support/sfu-fixtures';
import type { LiveRoomState } from '../../live/room-state';
import {
  instantMeeting,
  roomEntryOf,
  standupTemplate,
  withFakeDevices,
  withViewerTimeZone,
} from '../../testing';
import type { LivePanel } from '../live-control-bar/live-control-bar';
import { LiveRoomView } from './live-room-view';

const text = liveRoomMessages;

const standupEntry = roomEntryOf(instantMeeting, standupTemplate);
const actions = fixtureActions();

interface LiveRoomViewOfProps {
  state: LiveRoomState;
  media?: Partial<MediaSnapshot>;
  room: RoomEntry | null;
  initialPanel?: LivePanel | null;
}

/** The recording badge's clock stands still in stories. */
const fixedNow = () => liveNow;

/** The view of a controller frozen in `state` (canvas-drawn cameras where they can stream). */
function LiveRoomViewOf({
  state,
  media,
  room,
  initialPanel,
}: LiveRoomViewOfProps) {
  const snapshot = useFixtureSnapshot(state, media);
  if (!snapshot) return null;
  return (
    <LiveRoomView
      roomId={liveRoomId}
      snapshot={snapshot}
      actions={actions}
      room={room}
      background={room?.background ?? null}
      initialPanel={initialPanel}
      now={fixedNow}
    />
  );
}

const speakingAda: Partial<MediaSnapshot> = { activeSpeakerId: guestAda.id };

const meta = {
  title: 'room/components/LiveRoomView',
  component: LiveRoomViewOf,
  args: { state: liveStates.four, media: speakingAda, room: standupEntry },
  parameters: { layout: 'fullscreen' },
  decorators: [withViewerTimeZone()],
} satisfies Meta<typeof LiveRoomViewOf>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four people over the room's background; ada is speaking. */
export const FourPeople: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('cy okafor');
  },
};

/** In the audience: the stage's tiles, how many watch, and no microphone or camera to turn on. */
export const Watching: Story = {
  args: { state: liveStates.watching },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(text.watchingCount(41));
    await expect(
      canvas.queryByRole('button', { name: text.micOffShort }),
    ).toBeNull();
    await expect(
      canvas.getByRole('button', { name: text.raiseHand }),
    ).toBeVisible();
  },
};

/** Watching, invited on stage: the camera and microphone step over the room. */
export const InvitedOnStage: Story = {
  args: {
    state: { ...liveStates.watching, stageInvite: { by: 'jane host' } },
  },
  decorators: [withFakeDevices('ready')],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('dialog', { name: text.stageInviteTitle });
    await page.findByText(text.stageInviteText('jane host'));
  },
};

/** Watching before anyone is on the stage: it says so, with no invitation to share the link. */
export const WatchingEmptyStage: Story = {
  args: { state: liveStates.watchingEmptyStage },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(text.emptyStageTitle);
  },
};

/** The host with two knocking and the people panel open. */
export const HostWithPeopleOpen: Story = {
  args: { state: liveStates.hostWithWaiters, initialPanel: 'people' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: text.peopleTitle });
    await expect(
      canvas.getByRole('button', { name: text.admitNamed('dee rivera') }),
    ).toBeInTheDocument();
  },
};

/** The chat open, the room details not loaded (the call works without them). */
export const ChatWithoutRoomDetails: Story = {
  args: { state: liveStates.chat, room: null, initialPanel: 'chat' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('log', { name: text.chatLog });
  },
};

/** The socket dropped: the banner over the call. */
export const Reconnecting: Story = {
  args: { state: liveStates.reconnecting },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(text.reconnectingText);
  },
};

/** On a phone: icons only, the less used controls under 'more'. */
export const Phone: Story = {
  globals: { viewport: { value: 'ruumeMobile', isRotated: false } },
  beforeEach: () => mockMatchMedia(true).restore,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: text.more });
  },
};

/** Thirty on the SFU: the recent speakers first, sixteen a page, 'next people' for the rest. */
export const ThirtyPeople: Story = {
  args: {
    state: sfuStates.thirty,
    media: { activeSpeakerId: 'p-wen', recentSpeakers: thirtySpeakers },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stage = await canvas.findByRole('list', { name: text.stageLabel });
    const tiles = within(stage).getAllByRole('listitem');
    await expect(tiles).toHaveLength(16);
    await expect(tiles[1]).toHaveTextContent('wen example');
    await expect(canvas.getByText(text.pageOf(1, 2))).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: text.nextPage }),
    ).toBeEnabled();
  },
};

/** Ada shares her screen on the SFU: it takes the stage, her camera stays in the strip. */
export const ScreenOnStage: Story = {
  args: { state: sfuStates.screenOnStage, media: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: text.screenOf('ada lovelace') });
    const strip = canvas.getByRole('list', { name: text.cameraStripLabel });
    await expect(within(strip).getAllByRole('listitem')).toHaveLength(7);
    await expect(within(strip).getByText('ada lovelace')).toBeInTheDocument();
  },
};

/** The SFU's node went away: the reconnecting banner for everyone, without 'reconnect now'. */
export const MediaReconnecting: Story = {
  args: { state: sfuStates.reconnecting },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(text.mediaReconnectingText);
  },
};

/** The SFU stayed down: said once, the room and chat go on. */
export const MediaUnavailable: Story = {
  args: { state: sfuStates.unavailable },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(text.mediaUnavailableTitle);
  },
};

/** The SFU is up, but this browser's network keeps it out: told what may be in the way. */
export const MediaUnreachableFromHere: Story = {
  args: { state: sfuStates.thirty, media: { sfuUnreachable: true } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(text.mediaUnreachableTitle);
  },
};

/** Our own uplink is poor: a polite notice over the stage; the call goes on under it. */
export const OwnConnectionPoor: Story = {
  args: {
    media: { ...speakingAda, ownLink: { uplink: 'poor', downlink: 'good' } },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(text.ownUplinkPoor),
    ).toBeVisible();
  },
};

/** Nothing has come from bo for a few seconds: his tile says his connection is lost. */
export const PersonConnectionLost: Story = {
  args: {
    media: {
      ...speakingAda,
      quality: { [guestAda.id]: 'good', [guestBo.id]: 'lost' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(text.quality.lost),
    ).toBeVisible();
  },
};

/** No SFU: the host is told why the room holds 4 people. */
export const CapacityLimited: Story = {
  args: { state: sfuStates.capacityLimited },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(text.capacityNoSfuTitle(4));
  },
};

/** Recording: "rec 03:12" in the top bar for everyone, 'stop recording' for the host. */
export const Recording: Story = {
  args: { state: liveStates.recording },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('timer', { name: text.recordingBadgeLabel }),
    ).toHaveTextContent('03:12');
    await expect(
      canvas.getByRole('button', { name: text.stopRecording }),
    ).toBeInTheDocument();
  },
};

/** In the audience: the badge too, and no record button. */
export const WatchingRecording: Story = {
  args: {
    state: { ...liveStates.watching, recording: janesRecording },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('timer', { name: text.recordingBadgeLabel });
    await expect(
      canvas.queryByRole('button', { name: text.record }),
    ).toBeNull();
  },
};

/** The host started recording: everyone is told who did, once. */
export const RecordingStarted: Story = {
  args: {
    state: {
      ...liveStates.recording,
      self: liveStates.guest.self,
      others: [hostJane],
      recordable: null,
      notice: { seq: 1, kind: 'recording-started', by: hostJane.displayName },
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByText(
      text.recordingStartedBy(hostJane.displayName),
    );
  },
};

/** The host's storage filled up: the recording stopped, and everyone is told why. */
export const RecordingStoppedStorageFull: Story = {
  args: {
    state: {
      ...liveStates.four,
      recordable: 'storage-full',
      notice: { seq: 1, kind: 'recording-stopped', stop: 'storage-full' },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByText(text.recordingStoppedFull);
    await expect(page.queryByRole('timer')).toBeNull();
  },
};

/** The browser would not share a screen: the room says why and what to do, not nothing. */
export const ScreenNotShared: Story = {
  args: {
    state: {
      ...liveStates.four,
      notice: {
        seq: 1,
        kind: 'device-problem',
        device: 'screen',
        problem: 'denied',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByText(text.screenNotShared);
    await page.findByText(text.screenProblems.denied);
  },
};

/** On a phone, recording: the badge fits the top bar, 'stop recording' is under 'more'. */
export const PhoneRecording: Story = {
  args: { state: liveStates.recording },
  globals: { viewport: { value: 'ruumeMobile', isRotated: false } },
  beforeEach: () => mockMatchMedia(true).restore,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('timer', {
      name: text.recordingBadgeLabel,
    });
  },
};
