import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  failingEndpoints,
  mockEndpoint,
  pendingEndpoints,
  withApi,
} from '@ruume/api-client/testing';
import {
  ROOM_MESH_MAX_PARTICIPANTS,
  meetingEndpoints,
  roomErrorMessages,
  lobbyMessages as text,
} from '@ruume/contracts';
import { creatorUser } from '@ruume/contracts/testing';
import {
  demoMeeting,
  instantMeeting,
  lobbyHandlers,
  lobbyRoom,
  roomHandlers,
  officeHoursTemplate,
  paidEntryEmail,
  paidEntryPass,
  paidAudienceRoom,
  paidRoom,
  passwordRoom,
  roomEntryOf,
  roomStatuses,
  signedInStore,
  upcomingMeetings,
  videoRoomEntry,
  withFakeDevices,
  withViewerTimeZone,
} from '../../testing';
import { RoomEntryPage } from './room-entry-page';

const meta = {
  title: 'room/pages/RoomEntryPage',
  component: RoomEntryPage,
  parameters: {
    layout: 'fullscreen',
    path: '/m/:roomId',
    route: `/m/${instantMeeting.roomId}`,
  },
  decorators: [
    withViewerTimeZone(),
    withApi(roomHandlers),
    withFakeDevices('ready'),
  ],
} satisfies Meta<typeof RoomEntryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = { canvasElement: HTMLElement };

const shows = (name: string) => ({
  play: async ({ canvasElement }: Canvas) => {
    await within(canvasElement).findByRole('heading', { name, level: 1 });
  },
});

/** Waits for the room and for the browser's answer about the camera and microphone. */
const ready = async (canvasElement: HTMLElement, name = 'team standup') => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name, level: 1 });
  await canvas.findByRole('combobox', { name: text.microphoneSelect });
  return canvas;
};

/** A guest in the lobby of 'team standup': camera and microphone on, pickers for both. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(
      canvas.getByRole('switch', { name: text.cameraToggle }),
    ).toBeChecked();
  },
};

/** Signed in: the name comes from the profile. */
export const SignedIn: Story = {
  decorators: [
    withApi(lobbyHandlers(lobbyRoom), { store: signedInStore(creatorUser) }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(
      canvas.getByRole('textbox', { name: text.displayNameLabel }),
    ).toHaveValue('cleo creator');
  },
};

/** The browser is still asking for permission: the preview waits, joining does not. */
export const StartingDevices: Story = {
  decorators: [withFakeDevices('prompting')],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('status', {
      name: text.previewStarting,
    });
  },
};

/** Camera and microphone refused: why, how to allow them, and joining to listen. */
export const PermissionDenied: Story = {
  decorators: [withFakeDevices('denied')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(
      text.mediaProblems.denied.title(text.mediaWhatBoth),
    );
    await canvas.findByRole('button', { name: text.joinListenOnly });
  },
};

/** No camera or microphone on this machine. */
export const NoDevices: Story = {
  decorators: [withFakeDevices('no-devices')],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(
      text.mediaProblems.missing.title(text.mediaWhatBoth),
    );
  },
};

/** Another app holds the camera: the microphone works, so audio only. */
export const CameraInUse: Story = {
  decorators: [withFakeDevices('camera-in-use')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(
      text.mediaProblems['in-use'].title(text.mediaWhatCamera),
    );
    await canvas.findByRole('button', { name: text.joinAudioOnly });
  },
};

/** A looping video background, muted. */
export const Video: Story = {
  parameters: { route: `/m/${videoRoomEntry.roomId}` },
  ...shows('focus flow'),
};

/** A YouTube background: its still, and a fee to watch. */
export const YouTube: Story = {
  parameters: { route: `/m/${demoMeeting.roomId}` },
  ...shows('product demo'),
};

/** The room asks for its password. */
export const Password: Story = {
  decorators: [withApi(lobbyHandlers(passwordRoom))],
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await canvas.findByLabelText(text.roomPasswordLabel);
  },
};

/** A wrong password: said under the field, which gets the focus back. */
export const WrongPassword: Story = {
  decorators: [withApi(lobbyHandlers(passwordRoom))],
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: text.displayNameLabel }),
      'sam guest',
    );
    await userEvent.type(
      canvas.getByLabelText(text.roomPasswordLabel),
      'let me in',
    );
    await userEvent.click(canvas.getByRole('button', { name: text.joinNow }));
    await canvas.findByText(roomErrorMessages.passwordWrong);
  },
};

/** An entry fee: the email for the receipt and 'pay and join'. */
export const Paid: Story = {
  parameters: { route: `/m/${paidRoom.roomId}` },
  decorators: [withApi(lobbyHandlers(paidRoom))],
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement, 'product demo');
    await canvas.findByRole('textbox', { name: text.emailLabel });
  },
};

/** Back from the checkout (?paid=1&email=…): joining with that email is enough. */
export const PaidReturn: Story = {
  parameters: {
    route: `/m/${paidRoom.roomId}?paid=1&email=${encodeURIComponent(paidEntryEmail)}&entry=${paidEntryPass}`,
  },
  decorators: [withApi(lobbyHandlers(paidRoom))],
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement, 'product demo');
    await canvas.findByText(text.paidTitle);
    await canvas.findByRole('button', { name: text.joinNow });
  },
};

/** The receipt's re-entry link (?entry=…): this browser gets in with its name alone. */
export const ReceiptLink: Story = {
  parameters: { route: `/m/${paidRoom.roomId}?entry=${paidEntryPass}` },
  decorators: [withApi(lobbyHandlers(paidRoom))],
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement, 'product demo');
    await canvas.findByText(text.entryLinkTitle);
    await canvas.findByRole('button', { name: text.joinNow });
  },
};

/** A payer's email typed in another browser: check your email, enter the code. */
export const EntryCodeAsked: Story = {
  parameters: { route: `/m/${paidRoom.roomId}` },
  decorators: [withApi(lobbyHandlers(paidRoom))],
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement, 'product demo');
    await userEvent.type(
      canvas.getByRole('textbox', { name: text.displayNameLabel }),
      'ada',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: text.emailLabel }),
      paidEntryEmail,
    );
    await userEvent.click(
      canvas.getByRole('button', { name: /^pay .* and join$/ }),
    );
    await canvas.findByText(text.entryCodeTitle);
    await canvas.findByRole('textbox', { name: text.entryCodeLabel });
  },
};

/** Back from the checkout before the provider's confirmation: joining waits for it. */
export const PaidReturnConfirmedLate: Story = {
  parameters: PaidReturn.parameters,
  decorators: [withApi(lobbyHandlers(paidRoom, { confirmationLag: 1 }))],
  play: PaidReturn.play,
};

/** Back from the checkout, and the confirmation never comes: no second checkout, a way on. */
export const PaymentNotConfirmed: Story = {
  parameters: PaidReturn.parameters,
  decorators: [withApi(lobbyHandlers(paidRoom, { confirmationLag: Infinity }))],
  play: PaidReturn.play,
};

/** A scheduled room asking a password and a fee to join, planned in another zone. */
export const PasswordAndPaid: Story = {
  parameters: { route: `/m/jane-office-hours` },
  decorators: [
    withApi([
      mockEndpoint(meetingEndpoints.get, () =>
        roomEntryOf(upcomingMeetings()[2], officeHoursTemplate),
      ),
    ]),
  ],
  ...shows('office hours'),
};

/** Full: the capacity, a join button that waits, and a status read again every 10 s. */
export const Full: Story = {
  decorators: [
    withApi(lobbyHandlers(lobbyRoom, { status: roomStatuses.full })),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(text.fullTitle);
  },
};

/** A room with an audience: 'watch' asks for no camera or microphone, and says so. */
export const Watch: Story = {
  decorators: [
    withApi(lobbyHandlers(lobbyRoom, { status: roomStatuses.audience })),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await canvas.findByText(text.audienceIn(12, 25));
    await userEvent.click(canvas.getByRole('radio', { name: text.modeWatch }));
    await canvas.findByText(text.watchingTitle);
    await expect(
      canvas.queryByRole('switch', { name: text.cameraToggle }),
    ).toBeNull();
    await expect(
      canvas.getByRole('button', { name: text.watchNow }),
    ).toBeEnabled();
  },
};

/** Watching has its own fee: the form asks for the email and says what it costs. */
export const WatchPaid: Story = {
  parameters: { route: `/m/${paidAudienceRoom.roomId}?as=audience` },
  decorators: [
    withApi(lobbyHandlers(paidAudienceRoom, { status: roomStatuses.audience })),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(text.watchingTitle);
    await canvas.findByRole('textbox', { name: text.emailLabel });
    await canvas.findByRole('button', { name: /^pay .*4\.00 and watch$/ });
  },
};

/** The audience is full: watching waits, the stage may still have room. */
export const AudienceFull: Story = {
  parameters: { route: `/m/${lobbyRoom.roomId}?as=audience` },
  decorators: [
    withApi(lobbyHandlers(lobbyRoom, { status: roomStatuses.audienceFull })),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(text.audienceFullTitle);
    await expect(
      canvas.getByRole('button', { name: text.watchNow }),
    ).toBeDisabled();
  },
};

/** Locked by the host. */
export const Locked: Story = {
  decorators: [
    withApi(lobbyHandlers(lobbyRoom, { status: roomStatuses.locked })),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(text.lockedTitle);
  },
};

/** No SFU: the room holds 4 people, not the tier's 15, and the lobby says why. */
export const CapacityLimited: Story = {
  decorators: [
    withApi(lobbyHandlers(lobbyRoom, { status: roomStatuses.noSfu })),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(
      text.capacityNoSfu(
        ROOM_MESH_MAX_PARTICIPANTS,
        lobbyRoom.limits.participants,
      ),
    );
  },
};

/** A waiting room: joining asks the host to let you in. */
export const WaitingRoom: Story = {
  decorators: [
    withApi(lobbyHandlers(lobbyRoom, { status: roomStatuses.waitingRoom })),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(text.waitingRoomTitle);
  },
};

/** The meeting is being recorded: said near the join button, before anyone joins. */
export const BeingRecorded: Story = {
  decorators: [
    withApi(lobbyHandlers(lobbyRoom, { status: roomStatuses.recording })),
  ],
  play: async ({ canvasElement }) => {
    const title = await within(canvasElement).findByText(text.recordingTitle);
    await expect(title.closest('[role="status"]')).toHaveTextContent(
      text.recordingText,
    );
  },
};

const joinAs = async (canvasElement: HTMLElement) => {
  const canvas = await ready(canvasElement);
  await userEvent.type(
    canvas.getByRole('textbox', { name: text.displayNameLabel }),
    'sam guest',
  );
  await userEvent.click(canvas.getByRole('button', { name: text.joinNow }));
  return canvas;
};

/** Joining: the call is on its way. */
export const Joining: Story = {
  decorators: [withApi(lobbyHandlers(lobbyRoom, { joinPending: true }))],
  play: async ({ canvasElement }) => {
    const canvas = await joinAs(canvasElement);
    await canvas.findByRole('button', { name: text.joining });
  },
};

/** Refused: the host removed this person; the api's words, above the button. */
export const JoinRefused: Story = {
  decorators: [
    withApi(lobbyHandlers(lobbyRoom, { refuseJoin: 'ROOM_REMOVED' })),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await joinAs(canvasElement);
    await canvas.findByText(roomErrorMessages.removed);
  },
};

/** The template is gone: a quiet gradient instead of the background. */
export const NoBackground: Story = {
  decorators: [withApi(lobbyHandlers(roomEntryOf(instantMeeting, undefined)))],
  ...shows('team standup'),
};

/** An unknown room id. */
export const NotFound: Story = {
  parameters: { route: '/m/no-such-room' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(text.roomNotFoundTitle);
  },
};

export const Loading: Story = {
  decorators: [withApi(pendingEndpoints([meetingEndpoints.get]))],
};

export const Failing: Story = {
  decorators: [withApi(failingEndpoints([meetingEndpoints.get]))],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(text.entryFailedTitle);
  },
};
