// The room's socket on PGlite and PostgreSQL, as clients see it: tickets, presence, signalling,
// chat, the waiting room, moderation, removal, the end of a meeting, bad frames, and resuming
// after the api restarts.
import {
  ROOM_CHAT_HISTORY,
  ROOM_CLOSE_CODES,
  ROOM_MAX_FRAME_BYTES,
  ROOM_TICKET_TTL_MS,
  readRoomTicket,
} from '@ruume/contracts';
import { buildApp } from '../../../src/app';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';
import {
  enter,
  guest,
  hostedRoom,
  join,
  listen,
  RoomClient,
  ticketFor,
} from './room-support';

describe.each(FEATURE_DRIVERS)('the room socket (%s)', (driver) => {
  let t: TestApp;
  let base: string;
  const reported: unknown[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      driver,
      reportError: (error) => reported.push(error),
    });
    base = await listen(t);
  });
  afterEach(() => expect(reported).toEqual([]));
  afterAll(() => t.close());

  it('refuses forged, expired, other-room and other-browser tickets with 4001', async () => {
    const { roomId } = await hostedRoom(t);
    const other = await hostedRoom(t);
    const browser = guest(t);
    const { ticket } = await ticketFor(browser, roomId);
    const payload = readRoomTicket(ticket);
    expect(payload?.roomId).toBe(roomId);

    const refused = async (
      room: string,
      text: string,
      from = browser,
    ): Promise<void> => {
      const client = new RoomClient(base, room, from);
      await client.hello(text);
      const error = await client.next('error');
      expect(error.code).toBe('TICKET_INVALID');
      expect((await client.closed).code).toBe(ROOM_CLOSE_CODES.ticketInvalid);
    };
    // Forged: the body changed, the signature kept.
    const [body, mac] = ticket.split('.');
    const forgedBody = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(body, 'base64url').toString()),
        exp: Date.now() + 10 ** 9,
      }),
    ).toString('base64url');
    await refused(roomId, `${forgedBody}.${mac}`);
    await refused(roomId, 'not-a-ticket');
    // Expired: signed like the server does, but already past.
    const inner = JSON.parse(Buffer.from(body, 'base64url').toString()).data;
    const expired = await t.app.services.signedTokens.sign(
      'room-ticket',
      inner,
      -1000,
    );
    await refused(roomId, expired);
    // Another room's socket.
    await refused(other.roomId, ticket);
    // Another browser (its own device cookie) holding this browser's ticket.
    const thief = guest(t);
    await join(thief, other.roomId);
    await refused(roomId, ticket, thief);
    // Not hello first.
    const client = new RoomClient(base, roomId, browser);
    await client.send({ type: 'chat', text: 'hi' });
    expect((await client.next('error')).code).toBe('TICKET_INVALID');
    expect((await client.closed).code).toBe(ROOM_CLOSE_CODES.ticketInvalid);
  });

  it('still lets in a ticket signed before the occurrence had its name (its `sessionId`)', async () => {
    const { host, roomId } = await hostedRoom(t);
    const { ticket } = await ticketFor(host.browser, roomId);
    const { occurrenceId, ...rest } = JSON.parse(
      Buffer.from(ticket.split('.')[0], 'base64url').toString(),
    ).data;
    const older = await t.app.services.signedTokens.sign(
      'room-ticket',
      { ...rest, sessionId: occurrenceId },
      ROOM_TICKET_TTL_MS,
    );
    const client = new RoomClient(base, roomId, host.browser);
    await client.hello(older);
    expect((await client.next('welcome')).self.role).toBe('host');
    client.close();
  });

  it('welcomes, tells the others who joins, changes and leaves, and hands out fresh tickets', async () => {
    const { host, roomId } = await hostedRoom(t);
    const h = await enter(base, host.browser, roomId, 'the host');
    const welcome = await h.client.next('welcome');
    expect(welcome.self).toMatchObject({
      id: h.ticket.participantId,
      displayName: 'the host',
      role: 'host',
      audio: false,
      handRaised: false,
    });
    expect(welcome).toMatchObject({
      participants: [],
      waiting: [],
      chat: [],
      settings: { locked: false, waitingRoom: false, micLocked: false },
      iceServers: [],
      mediaMode: 'mesh',
    });
    const fresh = await h.client.next('ticket');
    expect(readRoomTicket(fresh.ticket)?.participantId).toBe(
      h.ticket.participantId,
    );

    const g = await enter(base, guest(t), roomId, 'ana');
    const guestWelcome = await g.client.next('welcome');
    expect(guestWelcome.self.role).toBe('participant');
    expect(guestWelcome.participants.map((p) => p.id)).toEqual([
      h.ticket.participantId,
    ]);
    const joined = await h.client.next('joined');
    expect(joined.participant).toMatchObject({
      id: g.ticket.participantId,
      displayName: 'ana',
    });

    await g.client.send({
      type: 'media',
      audio: true,
      video: true,
      screen: false,
    });
    const updated = await h.client.next('updated');
    expect(updated.participant).toMatchObject({ audio: true, video: true });
    await g.client.send({ type: 'hand', raised: true });
    expect(
      (await h.client.next('updated', (f) => f.participant.handRaised))
        .participant.id,
    ).toBe(g.ticket.participantId);
    await g.client.send({ type: 'reaction', reaction: 'clap' });
    expect(await h.client.next('reaction')).toEqual({
      type: 'reaction',
      from: g.ticket.participantId,
      reaction: 'clap',
    });

    await g.client.send({ type: 'leave' });
    expect((await h.client.next('left')).participantId).toBe(
      g.ticket.participantId,
    );
  });

  it('keeps a reloading browser identity: the old socket is replaced (4009), nobody sees it leave', async () => {
    const { host, roomId } = await hostedRoom(t);
    const h = await enter(base, host.browser, roomId, 'host');
    await h.client.next('welcome');
    const browser = guest(t);
    const first = await enter(base, browser, roomId, 'bo');
    await first.client.next('welcome');
    await h.client.next('joined');

    const second = await enter(base, browser, roomId, 'bo');
    expect(second.ticket.participantId).toBe(first.ticket.participantId);
    await second.client.next('welcome');
    expect((await first.client.closed).code).toBe(ROOM_CLOSE_CODES.replaced);
    // The host hears of the same person again, never of them leaving.
    await second.client.send({ type: 'chat', text: 'back' });
    await h.client.next('chat');
    expect(h.client.all('left')).toEqual([]);
    expect(h.client.all('joined')).toHaveLength(1);
  });

  it('relays signals to a participant of the same room only', async () => {
    const a = await hostedRoom(t);
    const b = await hostedRoom(t);
    const one = await enter(base, guest(t), a.roomId, 'one');
    const two = await enter(base, guest(t), a.roomId, 'two');
    const outsider = await enter(base, guest(t), b.roomId, 'outsider');
    await Promise.all([
      one.client.next('welcome'),
      two.client.next('welcome'),
      outsider.client.next('welcome'),
    ]);
    const description = { type: 'offer', sdp: 'v=0' };
    await one.client.send({
      type: 'signal',
      to: two.ticket.participantId,
      description,
    });
    expect(await two.client.next('signal')).toEqual({
      type: 'signal',
      from: one.ticket.participantId,
      description,
    });
    await one.client.send({
      type: 'signal',
      to: outsider.ticket.participantId,
      candidate: null,
    });
    expect((await one.client.next('error')).code).toBe('PARTICIPANT_NOT_FOUND');
    // The outsider got nothing: its next frame is its own chat.
    await outsider.client.send({ type: 'chat', text: 'alone' });
    await outsider.client.next('chat');
    expect(outsider.client.all('signal')).toEqual([]);
  });

  it('shares chat, and a late joiner receives the history', async () => {
    const { roomId } = await hostedRoom(t);
    const a = await enter(base, guest(t), roomId, 'ann');
    await a.client.next('welcome');
    await a.client.send({ type: 'chat', text: '  first  ' });
    const echoed = await a.client.next('chat');
    expect(echoed.message).toMatchObject({
      from: a.ticket.participantId,
      displayName: 'ann',
      text: 'first',
    });
    await a.client.send({ type: 'chat', text: 'second' });
    await a.client.next('chat');
    await a.client.send({ type: 'chat', text: 'x'.repeat(1001) });
    expect((await a.client.next('error')).code).toBe('BAD_MESSAGE');

    const late = await enter(base, guest(t), roomId, 'late');
    const welcome = await late.client.next('welcome');
    expect(welcome.chat.map((m) => m.text)).toEqual(['first', 'second']);
    expect(ROOM_CHAT_HISTORY).toBeGreaterThan(2);
  });

  it('answers bad, oversized, binary and too frequent frames with errors, and goes on', async () => {
    const { roomId } = await hostedRoom(t);
    const a = await enter(base, guest(t), roomId, 'noisy');
    await a.client.next('welcome');
    await a.client.send('{not json');
    expect((await a.client.next('error')).code).toBe('BAD_MESSAGE');
    await a.client.send({ type: 'dance' });
    expect((await a.client.next('error')).code).toBe('BAD_MESSAGE');
    await a.client.send(
      JSON.stringify({ type: 'chat', text: 'y'.repeat(ROOM_MAX_FRAME_BYTES) }),
    );
    expect((await a.client.next('error')).code).toBe('BAD_MESSAGE');
    a.client.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await a.client.next('error')).code).toBe('BAD_MESSAGE');
    await a.client.send({ type: 'hello', ticket: a.ticket.ticket });
    expect((await a.client.next('error')).code).toBe('BAD_MESSAGE');

    for (let i = 0; i < 300; i++)
      a.client.socket.send(JSON.stringify({ type: 'hand', raised: false }));
    expect((await a.client.next('error')).code).toBe('TOO_FAST');
    // The bucket refills: after a pause the socket works as before.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await a.client.send({ type: 'chat', text: 'still here' });
    expect((await a.client.next('chat')).message.text).toBe('still here');
  });

  it('lets nobody past the waiting room, before the host arrives or with a replayed ticket', async () => {
    const { host, roomId } = await hostedRoom(t);
    // The host turns the waiting room on and leaves; the choice sticks.
    const first = await enter(base, host.browser, roomId, 'host');
    await first.client.next('welcome');
    await first.client.send({
      type: 'settings',
      settings: { waitingRoom: true },
    });
    expect((await first.client.next('settings')).settings.waitingRoom).toBe(
      true,
    );
    await first.client.send({ type: 'leave' });
    await first.client.closed;

    const status = await guest(t).get(`/api/v1/room/${roomId}/status`);
    expect(status.json()).toMatchObject({
      waitingRoom: true,
      hostPresent: false,
      participants: 0,
    });

    const early = await enter(base, guest(t), roomId, 'early');
    await early.client.next('waiting');
    const h = await enter(base, host.browser, roomId, 'host');
    const welcome = await h.client.next('welcome');
    expect(welcome.waiting.map((w) => w.id)).toEqual([
      early.ticket.participantId,
    ]);
    expect(welcome.waiting[0]).toMatchObject({
      displayName: 'early',
      signedIn: false,
    });
    await h.client.send({
      type: 'admit',
      participantId: early.ticket.participantId,
    });
    const admitted = await early.client.next('welcome');
    expect(admitted.waiting).toEqual([]);
    expect(admitted.participants.map((p) => p.id)).toEqual([
      h.ticket.participantId,
    ]);
    expect((await h.client.next('joined')).participant.id).toBe(
      early.ticket.participantId,
    );

    // One more knocks; the host lets everyone waiting in at once (three in a room of four
    // without an SFU, so the next one can still knock).
    const b = await enter(base, guest(t), roomId, 'b');
    await b.client.next('waiting');
    await h.client.next('waiters', (f) => f.waiting.length === 1);
    await h.client.send({ type: 'admit', participantId: 'all' });
    await b.client.next('welcome');

    // Turned away: denied and closed, and the same ticket stays denied, as does a new join.
    const deniedBrowser = guest(t);
    const d = await enter(base, deniedBrowser, roomId, 'd');
    await d.client.next('waiting');
    await h.client.next('waiters', (f) =>
      f.waiting.some((w) => w.id === d.ticket.participantId),
    );
    await h.client.send({
      type: 'deny',
      participantId: d.ticket.participantId,
    });
    await d.client.next('denied');
    expect((await d.client.closed).code).toBe(ROOM_CLOSE_CODES.denied);
    const replay = new RoomClient(base, roomId, deniedBrowser);
    await replay.hello(d.ticket.ticket);
    await replay.next('denied');
    expect((await replay.closed).code).toBe(ROOM_CLOSE_CODES.denied);
    const rejoined = await enter(base, deniedBrowser, roomId, 'd again');
    await rejoined.client.next('denied');

    // Someone let in once does not wait again in this meeting (a reload).
    const back = new RoomClient(base, roomId);
    await back.hello(early.ticket.ticket);
    await back.next('welcome');
  });

  it('keeps moderation to moderators; a co-host the host names may moderate', async () => {
    const { host, roomId } = await hostedRoom(t);
    const h = await enter(base, host.browser, roomId, 'host');
    await h.client.next('welcome');
    const a = await enter(base, guest(t), roomId, 'a');
    const b = await enter(base, guest(t), roomId, 'b');
    await a.client.next('welcome');
    await b.client.next('welcome');

    for (const frame of [
      { type: 'mute', participantId: b.ticket.participantId },
      { type: 'mute', participantId: 'all' },
      { type: 'remove', participantId: b.ticket.participantId },
      { type: 'settings', settings: { locked: true } },
      { type: 'admit', participantId: 'all' },
      { type: 'cohost', participantId: b.ticket.participantId, cohost: true },
      { type: 'end' },
    ]) {
      await a.client.send(frame);
      expect((await a.client.next('error')).code).toBe('NOT_MODERATOR');
    }

    await h.client.send({
      type: 'cohost',
      participantId: a.ticket.participantId,
      cohost: true,
    });
    const promoted = await a.client.next(
      'updated',
      (f) => f.participant.id === a.ticket.participantId,
    );
    expect(promoted.participant.role).toBe('cohost');
    await a.client.next('waiters');
    await a.client.send({
      type: 'mute',
      participantId: b.ticket.participantId,
    });
    expect((await b.client.next('muted')).by).toBe('a');
    // Naming co-hosts and ending stay the host's.
    await a.client.send({ type: 'end' });
    expect((await a.client.next('error')).code).toBe('NOT_MODERATOR');
    await a.client.send({
      type: 'mute',
      participantId: h.ticket.participantId,
    });
    expect((await a.client.next('error')).code).toBe('NOT_MODERATOR');
  });

  it('mutes, and the mic lock refuses to unmute', async () => {
    const { host, roomId } = await hostedRoom(t);
    const h = await enter(base, host.browser, roomId, 'host');
    await h.client.next('welcome');
    const g = await enter(base, guest(t), roomId, 'g');
    await g.client.next('welcome');
    await g.client.send({
      type: 'media',
      audio: true,
      video: false,
      screen: false,
    });
    await h.client.next('updated', (f) => f.participant.audio);

    await h.client.send({ type: 'mute', participantId: 'all' });
    expect((await g.client.next('muted')).by).toBe('host');
    await h.client.next('updated', (f) => !f.participant.audio);
    // Muted, not locked: may unmute.
    await g.client.send({
      type: 'media',
      audio: true,
      video: false,
      screen: false,
    });
    await h.client.next('updated', (f) => f.participant.audio);

    await h.client.send({ type: 'settings', settings: { micLocked: true } });
    expect((await g.client.next('settings')).settings.micLocked).toBe(true);
    await h.client.send({
      type: 'mute',
      participantId: g.ticket.participantId,
    });
    await g.client.next('muted');
    await h.client.next('updated', (f) => !f.participant.audio);
    await g.client.send({
      type: 'media',
      audio: true,
      video: true,
      screen: false,
    });
    expect((await g.client.next('error')).code).toBe('MIC_LOCKED');
    const after = await h.client.next('updated', (f) => f.participant.video);
    expect(after.participant.audio).toBe(false);
  });

  it('removes with a reason: the browser is told, closed with 4003, and cannot come back', async () => {
    const { host, roomId } = await hostedRoom(t);
    const h = await enter(base, host.browser, roomId, 'host');
    await h.client.next('welcome');
    const browser = guest(t);
    const g = await enter(base, browser, roomId, 'rude');
    await g.client.next('welcome');
    await h.client.send({
      type: 'remove',
      participantId: g.ticket.participantId,
      reason: 'spam in the chat',
    });
    expect(await g.client.next('removed')).toEqual({
      type: 'removed',
      reason: 'spam in the chat',
    });
    expect((await g.client.closed).code).toBe(ROOM_CLOSE_CODES.removed);
    await h.client.next('left');

    const again = await join(browser, roomId, { displayName: 'rude' });
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toBe('ROOM_REMOVED');
    const replay = new RoomClient(base, roomId, browser);
    await replay.hello(g.ticket.ticket);
    expect((await replay.next('removed')).reason).toBe('spam in the chat');
    expect((await replay.closed).code).toBe(ROOM_CLOSE_CODES.removed);
  });

  it('ends the meeting for everyone; the next join starts a fresh one', async () => {
    const { host, roomId } = await hostedRoom(t);
    const h = await enter(base, host.browser, roomId, 'host');
    await h.client.next('welcome');
    const browser = guest(t);
    const g = await enter(base, browser, roomId, 'g');
    await g.client.next('welcome');
    await g.client.send({ type: 'chat', text: 'before the end' });
    await h.client.next('chat');
    await h.client.send({ type: 'end' });
    await g.client.next('ended');
    await h.client.next('ended');
    expect((await g.client.closed).code).toBe(ROOM_CLOSE_CODES.ended);
    expect((await h.client.closed).code).toBe(ROOM_CLOSE_CODES.ended);

    // The old ticket no longer opens anything.
    const stale = new RoomClient(base, roomId, browser);
    await stale.hello(g.ticket.ticket);
    expect((await stale.next('error')).code).toBe('TICKET_INVALID');

    const next = await enter(base, browser, roomId, 'g');
    expect(next.ticket.participantId).not.toBe(g.ticket.participantId);
    const welcome = await next.client.next('welcome');
    expect(welcome.chat).toEqual([]);
  });
});

describe.each(FEATURE_DRIVERS)(
  'the room across an api restart (%s)',
  (driver) => {
    it('tells sockets to reconnect (1012); they resume with chat, admissions and hands', async () => {
      const t = await createTestApp({ driver });
      try {
        const base = await listen(t);
        const { host, roomId } = await hostedRoom(t);
        const h = await enter(base, host.browser, roomId, 'host');
        await h.client.next('welcome');
        await h.client.send({
          type: 'settings',
          settings: { waitingRoom: true },
        });
        await h.client.next('settings');
        const g = await enter(base, guest(t), roomId, 'g');
        await g.client.next('waiting');
        await h.client.send({
          type: 'admit',
          participantId: g.ticket.participantId,
        });
        await g.client.next('welcome');
        const refreshed = await g.client.next('ticket');
        await g.client.send({ type: 'hand', raised: true });
        await g.client.send({ type: 'chat', text: 'before the restart' });
        await h.client.next('chat');

        await t.app.close();
        expect((await g.client.closed).code).toBe(1012);
        expect((await h.client.closed).code).toBe(1012);

        const app = await buildApp({ config: t.config, database: t.database });
        try {
          const base2 = await listen({ app });
          const resumed = new RoomClient(base2, roomId);
          await resumed.hello(refreshed.ticket);
          const welcome = await resumed.next('welcome');
          expect(welcome.self).toMatchObject({
            id: g.ticket.participantId,
            handRaised: true,
          });
          expect(welcome.chat.map((m) => m.text)).toEqual([
            'before the restart',
          ]);
          expect(welcome.settings.waitingRoom).toBe(true);
          resumed.close();
          await resumed.closed;
        } finally {
          await app.close();
        }
      } finally {
        await t.cleanup();
      }
    });
  },
);
