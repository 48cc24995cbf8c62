/**
 * @jest-environment node
 */
// The room socket against a real `ws` server: hello first, frames checked, tickets kept,
// reconnection with backoff, and the closing codes that end it for good.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { ROOM_CLOSE_CODES, type RoomServerMessage } from '@ruume/contracts';
import {
  RoomConnection,
  backoffDelay,
  roomSocketUrl,
  type SocketConstructor,
} from './room-connection';
import { initialRoomState, type ConnectionStatus } from './room-state';

const welcome: RoomServerMessage = {
  type: 'welcome',
  self: {
    id: 'p-1',
    displayName: 'jane',
    role: 'host',
    avatarUrl: null,
    audio: true,
    video: true,
    screen: false,
    handRaised: false,
    joinedAt: 1,
  },
  participants: [],
  waiting: [],
  chat: [],
  settings: { ...initialRoomState.settings },
  iceServers: [],
  mediaMode: 'mesh',
  sfu: null,
  capacity: { participants: 4, limitedBy: 'tier' },
  audience: 0,
  recording: null,
};

let server: WebSocketServer;
let url: string;
const sockets: WebSocket[] = [];

/** The server's side of each connection, in order, with the frames it received. */
function nextClient(): Promise<{ socket: WebSocket; hello: unknown }> {
  return new Promise((resolve) => {
    server.once('connection', (socket) => {
      sockets.push(socket);
      socket.once('message', (data: RawData) =>
        resolve({ socket, hello: JSON.parse(data.toString()) }),
      );
    });
  });
}

beforeEach(async () => {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await once(server, 'listening');
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/room/r1/socket`;
});

afterEach(async () => {
  sockets.splice(0).forEach((socket) => socket.terminate());
  await new Promise((resolve) => server.close(resolve));
});

function connect(
  options: Partial<ConstructorParameters<typeof RoomConnection>[0]> = {},
) {
  const frames: RoomServerMessage[] = [];
  const statuses: ConnectionStatus[] = [];
  let onStatusSeen: () => void = () => undefined;
  const connection = new RoomConnection({
    url,
    ticket: 'ticket-1',
    WebSocket: WebSocket as unknown as SocketConstructor,
    backoff: { initialMs: 5, maxMs: 20, maxAttempts: 3 },
    onFrame: (frame) => frames.push(frame),
    onStatus: (status) => {
      statuses.push(status);
      onStatusSeen();
    },
    ...options,
  });
  const status = (match: (s: ConnectionStatus) => boolean) =>
    new Promise<ConnectionStatus>((resolve) => {
      const check = () => {
        const found = statuses.find(match);
        if (found) resolve(found);
      };
      const previous = onStatusSeen;
      onStatusSeen = () => {
        previous();
        const found = statuses.find(match);
        if (found) resolve(found);
      };
      check();
    });
  return { connection, frames, statuses, status };
}

const frameSeen = (frames: RoomServerMessage[], type: string) =>
  new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      if (frames.some((f) => f.type === type)) {
        clearInterval(timer);
        resolve();
      }
    }, 2);
  });

it('says hello with the ticket first, then passes on the frames it checked', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const client = nextClient();
  const { connection, frames } = connect();
  connection.connect();
  const { socket, hello } = await client;
  expect(hello).toEqual({ type: 'hello', ticket: 'ticket-1' });

  socket.send('not json');
  socket.send(JSON.stringify({ type: 'welcome', self: 'nobody' }));
  socket.send(JSON.stringify(welcome));
  await frameSeen(frames, 'welcome');
  expect(frames).toEqual([welcome]);
  expect(warn).toHaveBeenCalledTimes(1);
  warn.mockRestore();
  connection.stop();
});

it('sends frames while open, and refuses them once stopped', async () => {
  const client = nextClient();
  const { connection } = connect();
  connection.connect();
  const { socket } = await client;
  const received = new Promise((resolve) =>
    socket.once('message', (data: RawData) =>
      resolve(JSON.parse(data.toString())),
    ),
  );
  expect(connection.send({ type: 'chat', text: 'hello' })).toBe(true);
  expect(await received).toEqual({ type: 'chat', text: 'hello' });
  connection.stop();
  expect(connection.send({ type: 'chat', text: 'again' })).toBe(false);
});

it('keeps the refreshed ticket and says hello with it after a server restart (1012)', async () => {
  const tickets: string[] = [];
  const first = nextClient();
  const { connection, status } = connect({ onTicket: (t) => tickets.push(t) });
  connection.connect();
  const { socket } = await first;
  socket.send(JSON.stringify(welcome));
  socket.send(
    JSON.stringify({ type: 'ticket', ticket: 'ticket-2', expiresAt: 99 }),
  );
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      if (tickets.length) {
        clearInterval(timer);
        resolve();
      }
    }, 2);
  });
  expect(tickets).toEqual(['ticket-2']);

  const second = nextClient();
  socket.close(1012, 'restart');
  expect(await status((s) => s.state === 'reconnecting')).toMatchObject({
    state: 'reconnecting',
    attempt: 1,
  });
  expect((await second).hello).toEqual({ type: 'hello', ticket: 'ticket-2' });
  connection.stop();
});

it.each([
  [ROOM_CLOSE_CODES.ticketInvalid, 'ticket-invalid'],
  [ROOM_CLOSE_CODES.removed, 'removed'],
  [ROOM_CLOSE_CODES.denied, 'denied'],
  [ROOM_CLOSE_CODES.ended, 'ended'],
  [ROOM_CLOSE_CODES.replaced, 'replaced'],
  [ROOM_CLOSE_CODES.locked, 'refused'],
])(
  'close code %i ends the connection as %s, without reconnecting',
  async (code, ending) => {
    const client = nextClient();
    const { connection, status, statuses } = connect();
    connection.connect();
    const { socket } = await client;
    socket.close(code);
    expect(await status((s) => s.state === 'closed')).toEqual({
      state: 'closed',
      ending,
      code,
    });
    expect(statuses.some((s) => s.state === 'reconnecting')).toBe(false);
    connection.reconnectNow();
    expect(connection.isOpen).toBe(false);
  },
);

it("a 'removed' frame ends it as removed whatever the close code", async () => {
  const client = nextClient();
  const { connection, status, frames } = connect();
  connection.connect();
  const { socket } = await client;
  socket.send(JSON.stringify({ type: 'removed', reason: 'spam' }));
  await frameSeen(frames, 'removed');
  socket.close(1000);
  expect(await status((s) => s.state === 'closed')).toMatchObject({
    ending: 'removed',
  });
});

it('gives up as failed when the server stays away', async () => {
  const { connection, status, statuses } = connect({
    url: 'ws://127.0.0.1:9/api/v1/room/r1/socket',
  });
  connection.connect();
  expect(await status((s) => s.state === 'closed')).toMatchObject({
    ending: 'failed',
  });
  // Before ever entering, retries show as 'connecting' (nothing to reconnect to yet).
  expect(statuses.filter((s) => s.state === 'connecting')).toHaveLength(4);
});

it('backs off exponentially, capped, with jitter', () => {
  const options = { initialMs: 500, maxMs: 10_000, maxAttempts: 10 };
  expect(backoffDelay(1, options, () => 0.5)).toBe(500);
  expect(backoffDelay(3, options, () => 0.5)).toBe(2000);
  expect(backoffDelay(10, options, () => 0.5)).toBe(10_000);
  expect(backoffDelay(1, options, () => 0)).toBe(375);
  expect(backoffDelay(1, options, () => 1)).toBe(625);
});

it('builds the socket URL on the page origin', () => {
  expect(roomSocketUrl('abc', { protocol: 'https:', host: 'ruume.app' })).toBe(
    'wss://ruume.app/api/v1/room/abc/socket',
  );
  expect(
    roomSocketUrl('a b', { protocol: 'http:', host: 'localhost:3000' }),
  ).toBe('ws://localhost:3000/api/v1/room/a%20b/socket');
});
