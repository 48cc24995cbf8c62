// Joining a room (POST room/{roomId}/join) and the lobby's status, on PGlite and PostgreSQL:
// every refusal in its order (unknown room, password, fee, lock, the tier's cap, removal), the
// ticket and the device cookie, and the host who passes where guests are stopped.
import {
  readRoomTicket,
  roomStatusSchema,
  roomTicketSchema,
  ROOM_MESH_MAX_PARTICIPANTS,
  TIER_FEATURES,
} from '@ruume/contracts';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';
import { API, enter, guest, hostedRoom, join, listen } from './room-support';

describe.each(FEATURE_DRIVERS)('joining a room (%s)', (driver) => {
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

  const errorOf = (response: { statusCode: number; json(): unknown }) => [
    response.statusCode,
    (response.json() as { error: string }).error,
  ];

  it('answers a ticket and sets the browser device cookie; the same browser keeps its id', async () => {
    const { roomId } = await hostedRoom(t);
    const browser = guest(t);
    const response = await join(browser, roomId, { displayName: 'ana' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const ticket = roomTicketSchema.parse(response.json());
    expect(readRoomTicket(ticket.ticket)).toEqual({
      roomId,
      participantId: ticket.participantId,
      expiresAt: ticket.expiresAt,
      watching: false,
    });
    const cookie = response.cookies.find((c) => c.name === 'ruume_room_device');
    expect(cookie).toMatchObject({
      path: '/api/v1/room',
      httpOnly: true,
      sameSite: 'Lax',
    });
    // The ticket does not give the device cookie away.
    expect(ticket.ticket).not.toContain(cookie?.value);

    const again = roomTicketSchema.parse(
      (await join(browser, roomId, { displayName: 'ana' })).json(),
    );
    expect(again.participantId).toBe(ticket.participantId);
    const other = roomTicketSchema.parse((await join(guest(t), roomId)).json());
    expect(other.participantId).not.toBe(ticket.participantId);
  });

  it('refuses an unknown room (404) and a bad body (400)', async () => {
    expect(errorOf(await join(guest(t), 'no-such-room'))).toEqual([
      404,
      'ROOM_NOT_FOUND',
    ]);
    const { roomId } = await hostedRoom(t);
    expect(errorOf(await join(guest(t), roomId, {}))).toEqual([
      400,
      'VALIDATION_ERROR',
    ]);
  });

  it('asks for the password (401), refuses a wrong one (403), and lets the host in without', async () => {
    const passwordHash = await t.app.services.passwords.hash('open sesame');
    const { host, roomId } = await hostedRoom(t, { passwordHash });
    expect(errorOf(await join(guest(t), roomId))).toEqual([
      401,
      'ROOM_PASSWORD_REQUIRED',
    ]);
    expect(
      errorOf(
        await join(guest(t), roomId, {
          displayName: 'g',
          password: 'open says me',
        }),
      ),
    ).toEqual([403, 'ROOM_PASSWORD_WRONG']);
    expect(
      (
        await join(guest(t), roomId, {
          displayName: 'g',
          password: 'open sesame',
        })
      ).statusCode,
    ).toBe(200);
    expect((await join(host.browser, roomId)).statusCode).toBe(200);
  });

  it('asks for the entry fee (402) unless that email paid; the host never pays', async () => {
    const { host, roomId } = await hostedRoom(t, { feeCents: 500 });
    expect(errorOf(await join(guest(t), roomId))).toEqual([
      402,
      'ROOM_PAYMENT_REQUIRED',
    ]);
    expect(
      errorOf(
        await join(guest(t), roomId, {
          displayName: 'g',
          email: 'nobody@example.com',
        }),
      ),
    ).toEqual([402, 'ROOM_PAYMENT_REQUIRED']);
    expect((await join(host.browser, roomId)).statusCode).toBe(200);
  });

  it("refuses the one past the host's tier cap (409) and shows the room full", async () => {
    const { host, roomId } = await hostedRoom(t, { tier: 'house' });
    const cap = TIER_FEATURES.house.participants;
    expect(cap).toBe(4);
    const h = await enter(base, host.browser, roomId, 'host');
    await h.client.next('welcome');
    for (let i = 1; i < cap; i++) {
      const g = await enter(base, guest(t), roomId, `g${i}`);
      await g.client.next('welcome');
    }
    expect(errorOf(await join(guest(t), roomId))).toEqual([409, 'ROOM_FULL']);
    const status = roomStatusSchema.parse(
      (await guest(t).get(`${API}/room/${roomId}/status`)).json(),
    );
    expect(status).toEqual({
      participants: 4,
      capacity: 4,
      capacityLimitedBy: 'tier',
      full: true,
      locked: false,
      waitingRoom: false,
      hostPresent: true,
      paid: false,
      recording: false,
      audience: null,
    });
  });

  it('refuses newcomers to a locked room (423); the host and those already let in pass', async () => {
    const { host, roomId } = await hostedRoom(t);
    const h = await enter(base, host.browser, roomId, 'host');
    await h.client.next('welcome');
    const insider = guest(t);
    const g = await enter(base, insider, roomId, 'insider');
    await g.client.next('welcome');
    await h.client.send({ type: 'settings', settings: { locked: true } });
    await g.client.next('settings');
    expect(errorOf(await join(guest(t), roomId))).toEqual([423, 'ROOM_LOCKED']);
    expect((await join(insider, roomId)).statusCode).toBe(200);
    expect((await join(host.browser, roomId)).statusCode).toBe(200);
    expect(
      (await guest(t).get(`${API}/room/${roomId}/status`)).json(),
    ).toMatchObject({ locked: true, participants: 2, hostPresent: true });
  });

  it('shows an empty room to the lobby, held to the peer-to-peer size without an SFU', async () => {
    const { roomId } = await hostedRoom(t, { tier: 'student' });
    expect(TIER_FEATURES.student.participants).toBeGreaterThan(
      ROOM_MESH_MAX_PARTICIPANTS,
    );
    const response = await guest(t).get(`${API}/room/${roomId}/status`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      participants: 0,
      capacity: ROOM_MESH_MAX_PARTICIPANTS,
      capacityLimitedBy: 'no-sfu',
      full: false,
      locked: false,
      waitingRoom: false,
      hostPresent: false,
      paid: false,
      recording: false,
      // Without an SFU nobody can watch.
      audience: {
        open: false,
        count: 0,
        capacity: TIER_FEATURES.student.audience,
        full: false,
        paid: false,
      },
    });
    expect(
      errorOf(await guest(t).get(`${API}/room/nothing-here/status`)),
    ).toEqual([404, 'ROOM_NOT_FOUND']);
  });

  it('answers a plain GET of the socket address with 426', async () => {
    const { roomId } = await hostedRoom(t);
    const response = await guest(t).get(`${API}/room/${roomId}/socket`);
    expect(errorOf(response)).toEqual([426, 'UPGRADE_REQUIRED']);
  });
});
