// TURN credentials as the room's people receive them: each participant's welcome, the audience's
// too (they receive through Janus), carries credentials of their own for our TURN server beside
// ICE_SERVERS, never the secret; the real coturn relays for them.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type IceServer,
  readRoomTicket,
  ROOM_TICKET_REFRESH_MS,
} from '@ruume/contracts';
import {
  findTurnserverBinary,
  launchCoturn,
  type LocalCoturn,
} from '../../../src/adapters/turn/coturn/coturn-launcher';
import { TURN_CREDENTIAL_TTL_SECONDS } from '../../../src/adapters/turn/rest-api/turn-credential';
import { testJanusNode } from '../../support/janus';
import { makeTempDir } from '../../support/pglite-template';
import { createTestApp, type TestApp } from '../../support/test-app';
import {
  allocateOverTcp,
  tcpAddressOf,
  turnEntryOf,
} from '../../support/turn-allocate';
import {
  enter,
  guest,
  hostedRoom,
  listen,
  RoomClient,
  ticketFor,
} from './room-support';
import { janusEnv } from './sfu-support';

const STUN: IceServer = { urls: 'stun:stun.example.com:3478' };

describe('TURN credentials in the room', () => {
  let dir: string;
  let coturn: LocalCoturn;
  let t: TestApp;
  let base: string;
  const clients: RoomClient[] = [];
  beforeAll(async () => {
    const binary = findTurnserverBinary();
    if (!binary)
      throw new Error('coturn is not installed: apt-get install coturn');
    dir = await makeTempDir();
    coturn = await launchCoturn({
      binary,
      dir: join(dir, 'coturn'),
      address: '127.0.0.1',
    });
    t = await createTestApp({
      env: {
        ...janusEnv(testJanusNode()),
        ICE_SERVERS: JSON.stringify([STUN]),
        TURN_URLS: coturn.urls.join(','),
        TURN_SECRET: coturn.secret,
      },
    });
    base = await listen(t);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await t?.close();
    await coturn?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  /** Enters, keeping every frame as sent (before the contract's parse drops anything). */
  const welcomeOf = async (
    roomId: string,
    browser: ReturnType<typeof guest>,
    name: string,
    extra: Record<string, unknown> = {},
  ) => {
    const entered = await enter(base, browser, roomId, name, extra);
    const raw: string[] = [];
    entered.client.socket.on('message', (data) => raw.push(String(data)));
    clients.push(entered.client);
    const welcome = await entered.client.next('welcome');
    return { welcome, raw, participantId: entered.ticket.participantId };
  };

  it('gives the stage and the audience credentials of their own that open the relay, and never the secret', async () => {
    const { host, roomId } = await hostedRoom(t, { tier: 'student' });
    const before = Math.floor(Date.now() / 1000);
    const people = [
      await welcomeOf(roomId, host.browser, 'the host'),
      await welcomeOf(roomId, guest(t), 'ana'),
      await welcomeOf(roomId, guest(t), 'a watcher', { as: 'audience' }),
    ];
    const after = Math.floor(Date.now() / 1000);

    const entries = people.map(({ welcome, participantId }) => {
      expect(welcome.iceServers[0]).toEqual(STUN);
      const entry = turnEntryOf(welcome.iceServers);
      expect(entry.urls).toEqual(coturn.urls);
      const [expiry, user] = entry.username.split(':');
      expect(user).toBe(participantId);
      expect(Number(expiry)).toBeGreaterThanOrEqual(
        before + TURN_CREDENTIAL_TTL_SECONDS,
      );
      expect(Number(expiry)).toBeLessThanOrEqual(
        after + TURN_CREDENTIAL_TTL_SECONDS,
      );
      return entry;
    });
    expect(new Set(entries.map((entry) => entry.credential)).size).toBe(3);
    for (const { raw } of people) {
      expect(raw.join('\n')).not.toContain(coturn.secret);
    }

    for (const entry of entries) {
      expect(
        await allocateOverTcp(
          tcpAddressOf(entry.urls),
          entry.username,
          entry.credential,
        ),
      ).toMatchObject({ allocated: true });
    }
    // One participant's credential is theirs alone.
    const [hostEntry, anaEntry] = entries;
    expect(
      await allocateOverTcp(
        tcpAddressOf(hostEntry.urls),
        hostEntry.username,
        anaEntry.credential,
      ),
    ).toEqual({ allocated: false, errorCode: 401 });
  });

  it('gives someone in the room their ICE servers again with each fresh ticket, for the ICE restarts of a long meeting', async () => {
    const { host, roomId } = await hostedRoom(t);
    const { ticket } = await ticketFor(host.browser, roomId, {
      displayName: 'the host',
    });
    const client = new RoomClient(base, roomId, host.browser);
    clients.push(client);
    await client.opened();
    // Faked from here: the ticket refresh set up on hello comes without waiting minutes (the
    // socket's pings, set up when it opened, keep real time).
    jest.useFakeTimers({
      doNotFake: [
        'Date',
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      await client.hello(ticket);
      const welcome = await client.next('welcome');
      jest.advanceTimersByTime(ROOM_TICKET_REFRESH_MS);
      const refreshed = await client.next(
        'ticket',
        (frame) => frame.iceServers !== undefined,
      );
      const entry = turnEntryOf(refreshed.iceServers ?? []);
      const [expiry, user] = entry.username.split(':');
      expect(refreshed.iceServers?.[0]).toEqual(STUN);
      expect(user).toBe(readRoomTicket(ticket)?.participantId);
      expect(Number(expiry)).toBeGreaterThanOrEqual(
        Number(turnEntryOf(welcome.iceServers).username.split(':')[0]),
      );
      expect(
        await allocateOverTcp(
          tcpAddressOf(entry.urls),
          entry.username,
          entry.credential,
        ),
      ).toMatchObject({ allocated: true });
    } finally {
      jest.useRealTimers();
    }
  });
});
