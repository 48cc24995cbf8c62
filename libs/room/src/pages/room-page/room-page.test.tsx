// The room page against a real `ws` server standing in for the api's room socket: the guard,
// removal, a moderator admitting someone, the chat, and the speaking ring on the SFU (Janus's
// events from a stand-in). (jsdom has no camera and no RTCPeerConnection: the page runs as on a
// browser without them, chat and controls included.)
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { screen, waitFor, within } from '@testing-library/react';
import { http, passthrough } from 'msw';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import {
  type RoomClientMessage,
  type RoomServerMessage,
  liveRoomMessages,
  lobbyMessages,
  roomErrorMessages,
} from '@ruume/contracts';
import { roomHandlers } from '../../testing';
import { createAppStore } from '@ruume/api-client';
import { renderWithStore } from '@ruume/ui-kit/testing';
import {
  buildRoomPass,
  chatHistory,
  guestAda,
  hostJane,
  liveNow,
  liveRoomId,
  waiters,
} from '../../test-support/live-fixtures';
import {
  LiveRoomEnvironmentProvider,
  browserRoomOptions,
  type LiveRoomEnvironment,
} from '../../live/room-environment';
import { createRoomController } from '../../live/room-controller';
import type { SocketConstructor } from '../../live/room-connection';
import { loadRoomPass, saveRoomPass } from '../../live/room-pass';
import { RoomPage } from './room-page';
import { initialRoomState } from '../../live/room-state';
import type { SfuMediaTransport } from '../../live/media-transport';
import { sfuAccess, sfuStates } from '../../test-support/sfu-fixtures';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';
import {
  createFakeMediaDevices,
  installFakeMediaDevices,
} from '../../devices/fake-media-devices.testing';
import { defaultDeviceChoice } from '../../devices/device-choice';

const text = liveRoomMessages;
setupApiMocks(
  ...roomHandlers,
  // The room socket's upgrade goes to the local `ws` server, not to the mocks.
  http.get(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/room\//, () => passthrough()),
);

let server: WebSocketServer;
let url: string;
let environment: LiveRoomEnvironment;
/** Every frame the server received, in order. */
let received: RoomClientMessage[];
let client: Promise<WebSocket>;

// Frames arrive from a real socket on their own time; findBy/waitFor observe what they change,
// as in the story runner, rather than act() around each.
const globalWithAct = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  globalWithAct.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  globalWithAct.IS_REACT_ACT_ENVIRONMENT = true;
});

beforeEach(async () => {
  jest.spyOn(Date, 'now').mockReturnValue(liveNow);
  received = [];
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await once(server, 'listening');
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/room/${liveRoomId}/socket`;
  client = new Promise((resolve) =>
    server.once('connection', (socket) => {
      socket.on('message', (data: RawData) =>
        received.push(JSON.parse(data.toString()) as RoomClientMessage),
      );
      resolve(socket);
    }),
  );
  environment = {
    createController: ({ roomId, pass }) =>
      createRoomController(
        browserRoomOptions(roomId, pass, {
          url,
          WebSocket: WebSocket as unknown as SocketConstructor,
        }),
      ),
  };
});

afterEach(async () => {
  server.clients.forEach((socket) => socket.terminate());
  await new Promise((resolve) => server.close(resolve));
  sessionStorage.clear();
});

function renderRoom() {
  return renderWithStore(
    <LiveRoomEnvironmentProvider value={environment}>
      <RoomPage />
    </LiveRoomEnvironmentProvider>,
    {
      store: createAppStore(),
      route: `/meeting/${liveRoomId}`,
      path: '/meeting/:roomId',
    },
  );
}

const send = async (socket: WebSocket, frame: RoomServerMessage) => {
  socket.send(JSON.stringify(frame));
};

const welcome = (
  overrides: Partial<Extract<RoomServerMessage, { type: 'welcome' }>> = {},
): RoomServerMessage => ({
  type: 'welcome',
  self: hostJane,
  participants: [hostJane, guestAda],
  waiting: [],
  chat: [],
  settings: { ...initialRoomState.settings, waitingRoom: true },
  iceServers: [],
  mediaMode: 'mesh',
  sfu: null,
  capacity: { participants: 4, limitedBy: 'tier' },
  audience: 0,
  recording: null,
  ...overrides,
});

const frameReceived = (match: (frame: RoomClientMessage) => boolean) =>
  waitFor(() => expect(received.some(match)).toBe(true));

it('without a pass for this room, goes to the room page /m/{roomId}', async () => {
  renderRoom();
  expect(
    await screen.findByText(`Navigated to /m/${liveRoomId}`),
  ).toBeInTheDocument();
});

it('says hello with the pass, then shows the room', async () => {
  saveRoomPass(liveRoomId, buildRoomPass());
  renderRoom();
  const socket = await client;
  await frameReceived((f) => f.type === 'hello');
  expect(received[0]).toEqual({
    type: 'hello',
    ticket: buildRoomPass().ticket,
  });
  await send(socket, welcome());
  expect(
    await screen.findByRole('list', { name: text.stageLabel }),
  ).toBeInTheDocument();
  expect(screen.getByText('ada lovelace')).toBeInTheDocument();
});

it('a removed person lands on /kick with the reason, and their pass is gone', async () => {
  saveRoomPass(liveRoomId, buildRoomPass());
  renderRoom();
  const socket = await client;
  await send(socket, welcome());
  await screen.findByText('ada lovelace');
  await send(socket, { type: 'removed', reason: 'spamming the chat' });
  socket.close(4003);
  expect(
    await screen.findByText('Navigated to /kick?reason=spamming%20the%20chat'),
  ).toBeInTheDocument();
  expect(loadRoomPass(liveRoomId)).toBeNull();
});

it('a moderator hears and sees who knocks, and admits them', async () => {
  saveRoomPass(liveRoomId, buildRoomPass());
  const { user } = renderRoom();
  const socket = await client;
  await send(socket, welcome());
  await screen.findByText('ada lovelace');
  await send(socket, { type: 'waiters', waiting: [waiters[0]] });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(text.knockAlert('dee rivera'));
  await user.click(
    screen.getByRole('button', { name: text.admitNamed('dee rivera') }),
  );
  await frameReceived((f) => f.type === 'admit');
  expect(received.find((f) => f.type === 'admit')).toEqual({
    type: 'admit',
    participantId: waiters[0].id,
  });
});

it('shows the chat history and sends a message everyone then sees', async () => {
  saveRoomPass(liveRoomId, buildRoomPass());
  const { user } = renderRoom();
  const socket = await client;
  await send(socket, welcome({ chat: chatHistory }));
  await user.click(await screen.findByRole('button', { name: text.chat }));
  expect(screen.getByText(chatHistory[0].text)).toBeInTheDocument();

  await user.type(
    screen.getByRole('textbox', { name: text.chatLabel }),
    'hello everyone',
  );
  await user.click(screen.getByRole('button', { name: text.chatSend }));
  await frameReceived((f) => f.type === 'chat');
  expect(received.find((f) => f.type === 'chat')).toEqual({
    type: 'chat',
    text: 'hello everyone',
  });
  expect(screen.getByRole('textbox', { name: text.chatLabel })).toHaveValue('');

  await send(socket, {
    type: 'chat',
    message: {
      id: 'm-new',
      from: hostJane.id,
      displayName: hostJane.displayName,
      text: 'hello everyone',
      sentAt: liveNow,
    },
  });
  expect(await screen.findByText('hello everyone')).toBeInTheDocument();
});

it('a guest waits until admitted', async () => {
  saveRoomPass(liveRoomId, buildRoomPass());
  renderRoom();
  const socket = await client;
  await send(socket, { type: 'waiting' });
  expect(
    await screen.findByRole('heading', { name: text.waitingTitle }),
  ).toBeInTheDocument();
  await send(
    socket,
    welcome({ self: guestAda, participants: [hostJane, guestAda] }),
  );
  expect(await screen.findByText('jane cooper')).toBeInTheDocument();
});

it('the host ending the room shows the ended screen with a way home', async () => {
  saveRoomPass(liveRoomId, buildRoomPass());
  renderRoom();
  const socket = await client;
  await send(socket, welcome());
  await screen.findByText('ada lovelace');
  await send(socket, { type: 'ended' });
  socket.close(4010);
  expect(
    await screen.findByRole('heading', { name: text.endedTitle }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: text.backHome })).toHaveAttribute(
    'href',
    '/dashboard',
  );
});

it('the host records without a confirmation; the room shows "rec" and says who started and that it stopped', async () => {
  saveRoomPass(liveRoomId, buildRoomPass());
  const { user } = renderRoom();
  const socket = await client;
  await send(socket, welcome({ recordable: 'yes' }));
  await user.click(await screen.findByRole('button', { name: text.record }));
  await frameReceived((f) => f.type === 'record');
  expect(received.find((f) => f.type === 'record')).toEqual({
    type: 'record',
    on: true,
  });

  await send(socket, {
    type: 'recording',
    recording: { startedAt: liveNow, by: hostJane.displayName },
    recordable: 'yes',
  });
  expect(
    await screen.findByRole('timer', { name: text.recordingBadgeLabel }),
  ).toHaveTextContent('00:00');
  expect(
    await screen.findByText(text.recordingStartedBy(hostJane.displayName)),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: text.stopRecording }));
  await frameReceived((f) => f.type === 'record' && !f.on);
  await send(socket, {
    type: 'recording',
    recording: null,
    stopped: 'stopped',
  });
  expect(await screen.findByText(text.recordingStopped)).toBeInTheDocument();
  expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: text.record })).toBeEnabled();
});

it('a refused recording is told with the server’s words, and the button explains why from then on', async () => {
  saveRoomPass(liveRoomId, buildRoomPass());
  const { user } = renderRoom();
  const socket = await client;
  await send(socket, welcome({ recordable: 'yes' }));
  await user.click(await screen.findByRole('button', { name: text.record }));
  await send(socket, {
    type: 'error',
    code: 'RECORDING_STORAGE_FULL',
    message: roomErrorMessages.recordingStorageFull,
  });
  expect(
    await screen.findByText(roomErrorMessages.recordingStorageFull),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: text.record }));
  expect(
    screen.getByRole('link', { name: text.recordManageStorage }),
  ).toHaveAttribute('href', '/settings/recordings');
  expect(received.filter((f) => f.type === 'record')).toHaveLength(1);
});

it('a guest sees the recording but has no record button', async () => {
  saveRoomPass(liveRoomId, buildRoomPass());
  renderRoom();
  const socket = await client;
  await send(
    socket,
    welcome({
      self: guestAda,
      recording: { startedAt: liveNow - 65_000, by: hostJane.displayName },
    }),
  );
  expect(
    await screen.findByRole('timer', { name: text.recordingBadgeLabel }),
  ).toHaveTextContent('01:05');
  expect(
    screen.queryByRole('button', { name: text.record }),
  ).not.toBeInTheDocument();
});

const nothing = () => undefined;

/** The SFU as far as the ring needs it (no WebRTC here): who Janus says talks. */
class JanusTalkEvents implements SfuMediaTransport {
  say: (participantId: string, talking: boolean) => void = nothing;
  onSpeaking(listener: (participantId: string, talking: boolean) => void) {
    this.say = listener;
    return nothing;
  }
  setLocalTracks = nothing;
  replaceTrack = async () => undefined;
  setPeers = nothing;
  handleSignal = async () => undefined;
  onRemoteStream = () => nothing;
  stats = async () => ({});
  restartIce = nothing;
  setIceServers = nothing;
  close = nothing;
  onFlowing = () => nothing;
  onGone = () => nothing;
  refreshToken = nothing;
  sameRoom = () => true;
}

it('on the SFU the ring leaves someone muted at once and is back when they unmute, with no new word from Janus', async () => {
  const janus = new JanusTalkEvents();
  environment = {
    createController: ({ roomId, pass }) =>
      createRoomController(
        browserRoomOptions(roomId, pass, {
          url,
          WebSocket: WebSocket as unknown as SocketConstructor,
          createSfuTransport: () => janus,
        }),
      ),
  };
  const { self, others } = sfuStates.thirty;
  const ada = others[0] ?? guestAda;
  saveRoomPass(liveRoomId, buildRoomPass());
  renderRoom();
  const socket = await client;
  await send(
    socket,
    welcome({
      self: self ?? hostJane,
      participants: [self ?? hostJane, ada],
      mediaMode: 'sfu',
      sfu: sfuAccess,
    }),
  );
  const adaTile = within(await screen.findByTestId(`tile-${ada.id}`));

  janus.say(ada.id, true);
  expect(await adaTile.findByText(text.speaking)).toBeInTheDocument();

  // Janus measures nobody it moderates: its `talking` stays, no `stopped-talking` comes.
  await send(socket, {
    type: 'updated',
    participant: { ...ada, audio: false },
  });
  expect(
    await adaTile.findByRole('img', { name: text.micOff }),
  ).toBeInTheDocument();
  expect(adaTile.queryByText(text.speaking)).not.toBeInTheDocument();

  // Janus's state never changed, so it says nothing when she speaks again.
  await send(socket, { type: 'updated', participant: { ...ada, audio: true } });
  expect(await adaTile.findByText(text.speaking)).toBeInTheDocument();

  janus.say(ada.id, false);
  await waitFor(() =>
    expect(adaTile.queryByText(text.speaking)).not.toBeInTheDocument(),
  );
});

it('a screen the browser will not share and a camera another app holds are said in the room, not passed over', async () => {
  // The fake devices refuse every screen (NotAllowedError) and the camera is busy (NotReadableError).
  const uninstall = installFakeMediaDevices(
    createFakeMediaDevices('camera-in-use'),
  );
  try {
    saveRoomPass(
      liveRoomId,
      buildRoomPass(liveRoomId, 'p-jane', {
        media: { ...defaultDeviceChoice, video: false },
      }),
    );
    const { user } = renderRoom();
    const socket = await client;
    await send(socket, welcome({ participants: [hostJane] }));

    await user.click(
      // Wide screens name the controls by their short word (the full label is their title).
      await screen.findByRole('button', { name: text.shareScreenShort }),
    );
    expect(await screen.findByText(text.screenNotShared)).toBeInTheDocument();
    expect(screen.getByText(text.screenProblems.denied)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text.cameraOffShort }));
    const busy = lobbyMessages.mediaProblems['in-use'];
    expect(
      await screen.findByText(busy.title(lobbyMessages.mediaWhatCamera)),
    ).toBeInTheDocument();
    expect(screen.getByText(busy.text)).toBeInTheDocument();
  } finally {
    uninstall();
  }
});
