import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { liveRoomMessages, paths, roomErrorMessages } from '@ruume/contracts';
import { withLiveStage } from '../../test-support/stage-fixtures';
import { shortcutKeys } from '../../live/shortcuts';
import { latestFakeMediaDevices, withFakeDevices } from '../../testing';
import { LiveControlBar } from './live-control-bar';

const text = liveRoomMessages;

const meta = {
  title: 'room/components/LiveControlBar',
  component: LiveControlBar,
  args: {
    audio: true,
    video: true,
    screen: false,
    handRaised: false,
    audioAvailable: true,
    videoAvailable: true,
    canShareScreen: true,
    audioDeviceId: null,
    videoDeviceId: null,
    openPanel: null,
    waitingCount: 0,
    hasLinks: true,
    isHost: true,
    recording: false,
    recordable: 'yes',
    compact: false,
    mac: false,
    onToggleMic: fn(),
    onToggleCamera: fn(),
    onToggleScreen: fn(),
    onHand: fn(),
    onReact: fn(),
    onPanel: fn(),
    onSwitchDevice: fn(),
    onLeave: fn(),
    onEnd: fn(),
    onRecord: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [withLiveStage({ height: '24rem', bottom: true })],
} satisfies Meta<typeof LiveControlBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the room the camera and microphone are already allowed: the pickers show their names. */
const grantDevices = async () => {
  await latestFakeMediaDevices()?.getUserMedia({ audio: true, video: true });
};

const bar = (canvasElement: HTMLElement) =>
  within(
    within(canvasElement).getByRole('toolbar', { name: text.controlsLabel }),
  );

/** The host with everything on: words beside the icons, 'end for everyone'. */
export const EverythingOn: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      bar(canvasElement).getByRole('button', { name: text.endForAll }),
    ).toBeInTheDocument();
  },
};

/** In the audience: hand, reactions, chat, people and leave; nothing to send. */
export const Watching: Story = {
  args: { watching: true, isHost: false, recordable: null },
  play: async ({ canvasElement }) => {
    const controls = bar(canvasElement);
    await expect(controls.queryByRole('button', { name: /mic/i })).toBeNull();
    await expect(
      controls.queryByRole('button', { name: text.settingsLabel }),
    ).toBeNull();
    await expect(
      controls.getByRole('button', { name: text.raiseHand }),
    ).toBeVisible();
  },
};

/** Muted: the microphone in red, pressed. */
export const Muted: Story = {
  args: { audio: false },
  play: async ({ canvasElement }) => {
    const mic = bar(canvasElement).getByRole('button', {
      name: text.micOffShort,
    });
    await expect(mic).toHaveAttribute('aria-pressed', 'true');
    await expect(mic).toHaveAccessibleDescription(
      text.withShortcut(text.micOffAction, shortcutKeys('toggle-mic', false)),
    );
  },
};

/** The camera off. */
export const CameraOff: Story = { args: { video: false } };

/** No microphone or camera at all: both controls disabled. */
export const NoDevices: Story = {
  args: {
    audio: false,
    video: false,
    audioAvailable: false,
    videoAvailable: false,
  },
};

/** Sharing the screen: 'stop sharing', lit. */
export const Sharing: Story = {
  args: { screen: true },
  play: async ({ canvasElement }) => {
    await expect(
      bar(canvasElement).getByRole('button', { name: text.stopSharingShort }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The hand raised: 'lower hand', lit. */
export const HandRaised: Story = {
  args: { handRaised: true },
  play: async ({ canvasElement }) => {
    await expect(
      bar(canvasElement).getByRole('button', { name: text.lowerHand }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A guest: no 'end for everyone', no links in this room. */
export const Guest: Story = {
  args: { isHost: false, hasLinks: false, recordable: null },
  play: async ({ canvasElement }) => {
    await expect(
      bar(canvasElement).queryByRole('button', { name: text.endForAll }),
    ).not.toBeInTheDocument();
    await expect(
      bar(canvasElement).queryByRole('button', { name: text.record }),
    ).not.toBeInTheDocument();
  },
};

/** Two people knocking: the count on 'people'. */
export const WithWaiting: Story = {
  args: { waitingCount: 2 },
  play: async ({ canvasElement }) => {
    await expect(
      bar(canvasElement).getByRole('button', { name: text.people }),
    ).toHaveAccessibleDescription(
      `${text.people}, ${text.waitingTitleList(2)}`,
    );
  },
};

/** The chat panel open: its control lit and expanded. */
export const ChatOpen: Story = {
  args: { openPanel: 'chat' },
  play: async ({ canvasElement }) => {
    await expect(
      bar(canvasElement).getByRole('button', { name: text.chat }),
    ).toHaveAttribute('aria-expanded', 'true');
  },
};

/** On a Mac: the shortcuts read ⌘D and ⌘E. */
export const Mac: Story = {
  args: { mac: true },
  play: async ({ canvasElement }) => {
    await expect(
      bar(canvasElement).getByRole('button', { name: text.micOnShort }),
    ).toHaveAccessibleDescription(
      text.withShortcut(text.micOn, shortcutKeys('toggle-mic', true)),
    );
  },
};

/** The reactions card open above the bar. */
export const ReactionsOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      bar(canvasElement).getByRole('button', { name: text.reactionsLabel }),
    );
    await expect(
      bar(canvasElement).getByRole('button', { name: text.reactions.clap }),
    ).toBeInTheDocument();
  },
};

/** The devices card: a picker for each device and the keyboard shortcuts. */
export const DevicesOpen: Story = {
  decorators: [withFakeDevices('ready')],
  play: async ({ canvasElement }) => {
    await grantDevices();
    await userEvent.click(
      bar(canvasElement).getByRole('button', { name: text.settingsLabel }),
    );
    await bar(canvasElement).findByRole('combobox', {
      name: text.microphoneLabel,
    });
  },
};

/** On a phone: icons only; screen, links and devices under 'more'; no 'end for everyone'. */
export const Phone: Story = {
  args: { compact: true, canShareScreen: false, waitingCount: 1 },
  globals: { viewport: { value: 'ruumeMobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      bar(canvasElement).getByRole('button', { name: text.more }),
    ).toBeInTheDocument();
  },
};

/** On a phone with 'more' open. */
export const PhoneMoreOpen: Story = {
  args: { compact: true, canShareScreen: false },
  globals: { viewport: { value: 'ruumeMobile', isRotated: false } },
  decorators: [withFakeDevices('ready')],
  play: async ({ canvasElement }) => {
    await grantDevices();
    await userEvent.click(
      bar(canvasElement).getByRole('button', { name: text.more }),
    );
    await expect(
      bar(canvasElement).getByRole('button', { name: text.links }),
    ).toBeInTheDocument();
  },
};

/** A moderator may record: 'record' with its red dot starts at once (no confirmation). */
export const Record: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      bar(canvasElement).getByRole('button', { name: text.record }),
    );
    await expect(args.onRecord).toHaveBeenCalledWith(true);
  },
};

/** Recording: 'stop recording' stops it at once. */
export const Recording: Story = {
  args: { recording: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      bar(canvasElement).getByRole('button', { name: text.stopRecording }),
    );
    await expect(args.onRecord).toHaveBeenCalledWith(false);
  },
};

/** Opens the record button's card, which says why the room cannot record now. */
const openWhy = async (canvasElement: HTMLElement) => {
  await userEvent.click(
    bar(canvasElement).getByRole('button', { name: text.record }),
  );
  return within(
    bar(canvasElement).getByRole('group', { name: text.recordLabel }),
  );
};

/** The host's plan stores no files: the button says so and leads to the plans (a new tab). */
export const RecordNotInPlan: Story = {
  args: { recordable: 'not-in-plan' },
  play: async ({ canvasElement, args }) => {
    const card = await openWhy(canvasElement);
    await expect(
      card.getByText(roomErrorMessages.recordingNotInPlan),
    ).toBeVisible();
    await expect(
      card.getByRole('link', { name: text.recordUpgrade }),
    ).toHaveAttribute('href', paths.settings.subscription);
    await expect(args.onRecord).not.toHaveBeenCalled();
  },
};

/** The host's storage is full: the button leads to the recordings to free some. */
export const RecordStorageFull: Story = {
  args: { recordable: 'storage-full' },
  play: async ({ canvasElement }) => {
    const card = await openWhy(canvasElement);
    await expect(
      card.getByRole('link', { name: text.recordManageStorage }),
    ).toHaveAttribute('href', paths.settings.recordings);
  },
};

/** No video server to record on: the reason, nothing to fix. */
export const RecordUnavailable: Story = {
  args: { recordable: 'unavailable' },
  play: async ({ canvasElement }) => {
    const card = await openWhy(canvasElement);
    await expect(
      card.getByText(roomErrorMessages.recordingUnavailable),
    ).toBeVisible();
    await expect(card.queryByRole('link')).toBeNull();
  },
};

/** A co-host: told why, with no link (the plan and the storage are the host's). */
export const CohostRecordNotInPlan: Story = {
  args: { isHost: false, recordable: 'not-in-plan' },
  play: async ({ canvasElement }) => {
    const card = await openWhy(canvasElement);
    await expect(card.queryByRole('link')).toBeNull();
  },
};

/** On a phone, recording: 'stop recording' under 'more'. */
export const PhoneRecording: Story = {
  args: { compact: true, canShareScreen: false, recording: true },
  globals: { viewport: { value: 'ruumeMobile', isRotated: false } },
  decorators: [withFakeDevices('ready')],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      bar(canvasElement).getByRole('button', { name: text.more }),
    );
    await expect(
      bar(canvasElement).getByRole('button', { name: text.stopRecording }),
    ).toBeInTheDocument();
  },
};

/** On a phone, with the plan not recording: under 'more', why, and the way to the plans. */
export const PhoneRecordNotInPlan: Story = {
  args: { compact: true, canShareScreen: false, recordable: 'not-in-plan' },
  globals: { viewport: { value: 'ruumeMobile', isRotated: false } },
  decorators: [withFakeDevices('ready')],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      bar(canvasElement).getByRole('button', { name: text.more }),
    );
    await expect(
      bar(canvasElement).queryByRole('button', { name: text.record }),
    ).toBeNull();
    await expect(
      bar(canvasElement).getByText(roomErrorMessages.recordingNotInPlan),
    ).toBeVisible();
    await expect(
      bar(canvasElement).getByRole('link', { name: text.recordUpgrade }),
    ).toBeVisible();
  },
};
