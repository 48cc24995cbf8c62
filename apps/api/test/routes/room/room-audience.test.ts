// Audiences (docs/audience.md): people who come to watch, within the tier's audience cap (SPEC
// §6), apart from the stage's seats. They send no media and signal nobody, chat while the host
// allows it, and are a count to everyone but the moderators; the audience fee is charged through
// the one sales module with the tier's audience share. They watch through the SFU (the run's
// Janus); without one, nobody can watch.
import { eq } from 'drizzle-orm';
import {
  readRoomTicket,
  roomErrorMessages,
  TIER_FEATURES,
} from '@ruume/contracts';
import { sales } from '../../../src/db/schema';
import { outbox, settleMail } from '../../support/accounts';
import { createTestApp, type TestApp } from '../../support/test-app';
import { testJanusNode } from '../../support/janus';
import { FEATURE_DRIVERS } from '../../support/test-database';
import { payCheckout, recordEvents } from '../share/share-support';
import { createMeeting, templateRow } from '../meeting/meeting-support';
import { onboardedCreator } from '../share/share-support';
import {
  API,
  enter,
  guest,
  hostedRoom,
  join,
  allWelcomed,
  listen,
  type RoomClient,
} from './room-support';
import { janusEnv } from './sfu-support';

const STUDENT_AUDIENCE = TIER_FEATURES.student.audience;

describe.each(FEATURE_DRIVERS)('audiences (%s)', (driver) => {
  let t: TestApp;
  let base: string;
  const clients: RoomClient[] = [];
  beforeAll(async () => {
    t = await createTestApp({ driver, env: janusEnv(testJanusNode()) });
    base = await listen(t);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await t.close();
  });

  const watch = async (roomId: string, name = 'watcher') => {
    const entered = await enter(base, guest(t), roomId, name, {
      as: 'audience',
    });
    clients.push(entered.client);
    return entered;
  };
  const takePart = async (
    roomId: string,
    browser = guest(t),
    name = 'guest',
  ) => {
    const entered = await enter(base, browser, roomId, name);
    clients.push(entered.client);
    return entered;
  };

  it('says in the lobby whether the room takes an audience, how many watch and how many it holds', async () => {
    const { roomId } = await hostedRoom(t, { tier: 'student' });
    const status = await guest(t).get(`${API}/room/${roomId}/status`);
    expect(status.json()).toMatchObject({
      audience: {
        open: true,
        count: 0,
        capacity: STUDENT_AUDIENCE,
        full: false,
        paid: false,
      },
    });
    await (await watch(roomId)).client.next('welcome');
    const after = await guest(t).get(`${API}/room/${roomId}/status`);
    expect(after.json()).toMatchObject({
      participants: 0,
      audience: { count: 1 },
    });

    const professional = await hostedRoom(t, { tier: 'professional' });
    const none = await guest(t).get(
      `${API}/room/${professional.roomId}/status`,
    );
    expect(none.json()).toMatchObject({ audience: null });
  });

  it('refuses to let anyone watch a room whose tier has no audience, and a bad mode', async () => {
    const { roomId } = await hostedRoom(t, { tier: 'professional' });
    const refused = await join(guest(t), roomId, {
      displayName: 'w',
      as: 'audience',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'ROOM_AUDIENCE_CLOSED',
      message: roomErrorMessages.audienceClosed,
    });
    const bad = await join(guest(t), roomId, { displayName: 'w', as: 'vip' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/as/);
    const badCheckout = await guest(t).post(`${API}/room/${roomId}/checkout`, {
      email: 'a@example.com',
      displayName: 'a',
      as: 'vip',
    });
    expect(badCheckout.statusCode).toBe(400);
    expect(badCheckout.json().message).toMatch(/as/);
  });

  it('shows the audience to moderators by name and to the stage as a count', async () => {
    const { host, roomId } = await hostedRoom(t, { tier: 'student' });
    const h = await takePart(roomId, host.browser, 'host');
    await h.client.next('welcome');
    const g = await takePart(roomId);
    await g.client.next('welcome');

    const w = await watch(roomId, 'wanda');
    // The browser reads from the ticket that it only watches (it asks for no camera).
    expect(readRoomTicket(w.ticket.ticket)?.watching).toBe(true);
    const welcome = await w.client.next('welcome');
    expect(welcome.self).toMatchObject({
      role: 'audience',
      displayName: 'wanda',
    });
    expect(welcome.participants.map((p) => p.displayName).sort()).toEqual([
      'guest',
      'host',
    ]);
    expect(welcome.audience).toBe(1);
    expect(welcome.sfu).toBeNull();

    const seen = await h.client.next(
      'joined',
      (f) => f.participant.id === w.ticket.participantId,
    );
    expect(seen.participant.role).toBe('audience');
    await h.client.next('audience', (f) => f.count === 1);
    await g.client.next('audience', (f) => f.count === 1);
    expect(
      g.client.all('joined').some((f) => f.participant.role === 'audience'),
    ).toBe(false);

    await w.client.send({ type: 'leave' });
    await g.client.next('audience', (f) => f.count === 0);
    expect(g.client.all('left')).toEqual([]);
    await h.client.next(
      'left',
      (f) => f.participantId === w.ticket.participantId,
    );
  });

  it('lets the audience chat and react but not send media or signal, and the host turns its chat off', async () => {
    const { host, roomId } = await hostedRoom(t, { tier: 'student' });
    const h = await takePart(roomId, host.browser, 'host');
    const hostWelcome = await h.client.next('welcome');
    const w = await watch(roomId);
    await w.client.next('welcome');

    await w.client.send({
      type: 'media',
      audio: true,
      video: true,
      screen: false,
    });
    expect(await w.client.next('error')).toMatchObject({
      code: 'NOT_ON_STAGE',
      message: roomErrorMessages.notOnStage,
    });
    await w.client.send({
      type: 'signal',
      to: hostWelcome.self.id,
      description: { type: 'offer', sdp: 'v=0' },
    });
    expect(await w.client.next('error')).toMatchObject({
      code: 'NOT_ON_STAGE',
    });
    // Nor can the stage open a peer connection to someone watching.
    await h.client.send({
      type: 'signal',
      to: w.ticket.participantId,
      description: { type: 'offer', sdp: 'v=0' },
    });
    expect(await h.client.next('error')).toMatchObject({
      code: 'PARTICIPANT_NOT_FOUND',
    });

    await w.client.send({ type: 'chat', text: 'hello from the back' });
    expect((await h.client.next('chat')).message.text).toBe(
      'hello from the back',
    );
    await w.client.send({ type: 'hand', raised: true });
    await h.client.next(
      'updated',
      (f) =>
        f.participant.id === w.ticket.participantId && f.participant.handRaised,
    );

    await h.client.send({
      type: 'settings',
      settings: { audienceChat: false },
    });
    await w.client.next('settings', (f) => !f.settings.audienceChat);
    await w.client.send({ type: 'chat', text: 'still here?' });
    expect(await w.client.next('error')).toMatchObject({
      code: 'AUDIENCE_CHAT_OFF',
      message: roomErrorMessages.audienceChatOff,
    });
  });

  it(`holds ${STUDENT_AUDIENCE} watchers in a student room, apart from its participants`, async () => {
    const { host, roomId } = await hostedRoom(t, { tier: 'student' });
    const h = await takePart(roomId, host.browser, 'host');
    await h.client.next('welcome');
    const watchers = await Promise.all(
      Array.from({ length: STUDENT_AUDIENCE }, (_, i) =>
        watch(roomId, `w${i}`),
      ),
    );
    // The 25 joins take their seats one at a time (the occurrence's row lock): each welcome
    // is awaited as it comes, not the first watcher's before the others'.
    await allWelcomed(watchers.map((w) => w.client));

    const refused = await join(guest(t), roomId, {
      displayName: 'one too many',
      as: 'audience',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'ROOM_AUDIENCE_FULL',
      message: roomErrorMessages.audienceFull,
    });
    // The stage still has its own seats.
    const g = await takePart(roomId);
    expect((await g.client.next('welcome')).self.role).toBe('participant');
    // A participant leaving frees a stage seat, not an audience seat.
    await g.client.send({ type: 'leave' });
    await g.client.closed;
    expect(
      (await join(guest(t), roomId, { displayName: 'x', as: 'audience' }))
        .statusCode,
    ).toBe(409);
  });

  it('lets nobody new watch once the host closes the audience', async () => {
    const { host, roomId } = await hostedRoom(t, { tier: 'business' });
    const h = await takePart(roomId, host.browser, 'host');
    await h.client.next('welcome');
    await h.client.send({ type: 'settings', settings: { audience: false } });
    await h.client.next('settings', (f) => !f.settings.audience);

    const status = await guest(t).get(`${API}/room/${roomId}/status`);
    expect(status.json()).toMatchObject({
      audience: { open: false, capacity: TIER_FEATURES.business.audience },
    });
    const refused = await join(guest(t), roomId, {
      displayName: 'w',
      as: 'audience',
    });
    expect(refused.json()).toMatchObject({ error: 'ROOM_AUDIENCE_CLOSED' });
  });

  it('charges the audience fee once, with the tier audience share, and lets that email watch (not take part)', async () => {
    const events = recordEvents(t);
    const creator = await onboardedCreator(t, 'student');
    const template = await templateRow(t, creator.user.id, {
      participantFeeCents: 2000,
      audienceFeeCents: 1000,
      monetizationCurrency: 'usd',
    });
    const { roomId, id: meetingId } = await createMeeting(creator.browser, {
      templateId: template.id,
    });
    const email = 'viewer@example.com';
    const unpaid = await join(guest(t), roomId, {
      displayName: 'v',
      email,
      as: 'audience',
    });
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json()).toEqual({
      error: 'ROOM_AUDIENCE_PAYMENT_REQUIRED',
      message: roomErrorMessages.audiencePaymentRequired,
    });

    const started = await guest(t).post(`${API}/room/${roomId}/checkout`, {
      email,
      displayName: 'v',
      as: 'audience',
    });
    expect(started.statusCode).toBe(200);
    const paid = await payCheckout(
      t,
      (started.json() as { url: string }).url,
      email,
    );
    const back = new URL(paid.headers.location as string);
    expect(back.searchParams.get('as')).toBe('audience');
    const entry = back.searchParams.get('entry') as string;

    const completed = events.find((e) => e.type === 'checkout.completed');
    if (completed?.type !== 'checkout.completed') throw new Error('not paid');
    // The student host keeps 90 % of audience sales: 1.00 of 10.00 is the platform's.
    expect(completed.checkout.applicationFeeAmount).toBe(100);
    const recorded = await t.database.db
      .select()
      .from(sales)
      .where(eq(sales.productId, meetingId));
    expect(recorded).toMatchObject([
      { productKind: 'audience-entry', grossCents: 1000, feeCents: 100 },
    ]);

    await settleMail(t);
    const receipts = (await outbox(t)).filter((mail) => mail.to === email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0].text).toContain(
      `you paid $10.00 USD to watch "${template.name}", hosted by`,
    );
    const [link] = receipts[0].links.map((l) => new URL(l));
    expect(link.pathname).toBe(`/m/${roomId}`);
    expect(link.searchParams.get('as')).toBe('audience');
    expect(link.searchParams.get('entry')).toBeTruthy();

    const watcher = guest(t);
    const watching = await join(watcher, roomId, {
      displayName: 'v',
      entryToken: entry,
      as: 'audience',
    });
    expect(watching.statusCode).toBe(200);
    // Watching paid for watching only.
    const takingPart = await join(guest(t), roomId, {
      displayName: 'v',
      entryToken: entry,
    });
    expect(takingPart.statusCode).toBe(402);
    expect(takingPart.json()).toMatchObject({ error: 'ROOM_PAYMENT_REQUIRED' });
  });

  it('refuses the audience checkout of a room without an audience fee', async () => {
    const { roomId } = await hostedRoom(t, { tier: 'student', feeCents: 500 });
    const refused = await guest(t).post(`${API}/room/${roomId}/checkout`, {
      email: 'a@example.com',
      displayName: 'a',
      as: 'audience',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: roomErrorMessages.noAudienceFee,
    });
  });
});

describe.each(FEATURE_DRIVERS)('audiences without an SFU (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  it('are closed in the lobby and refused, saying why', async () => {
    const { roomId } = await hostedRoom(t, { tier: 'business' });
    const status = await guest(t).get(`${API}/room/${roomId}/status`);
    expect(status.json()).toMatchObject({ audience: { open: false } });
    const refused = await join(guest(t), roomId, {
      displayName: 'w',
      as: 'audience',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'ROOM_AUDIENCE_UNAVAILABLE',
      message: roomErrorMessages.audienceUnavailable,
    });
  });
});
