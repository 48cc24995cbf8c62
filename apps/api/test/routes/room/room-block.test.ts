// Blocking an account stops what it does live, at once (on PGlite and PostgreSQL, real sockets):
// a blocked host's rooms end for everyone in them (4010) and cannot be joined again; a blocked
// guest's socket is closed like a removal (4003) with the block's message, and their ticket opens
// nothing any more. Only an admin blocks; the others' rooms go on.
import { ROOM_CLOSE_CODES } from '@ruume/contracts';
import { signedInUser } from '../../support/accounts';
import type { Browser } from '../../support/browser';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';
import {
  API,
  enter,
  expectExpelled,
  guest,
  hostedRoom,
  join,
  listen,
  RoomClient,
  ticketFor,
} from './room-support';

describe.each(FEATURE_DRIVERS)('blocking ends what is live (%s)', (driver) => {
  let t: TestApp;
  let base: string;
  let admin: Browser;
  const reported: unknown[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      driver,
      reportError: (error) => reported.push(error),
    });
    base = await listen(t);
    admin = (await signedInUser(t, { role: 'ADMIN' })).browser;
  });
  afterEach(() => expect(reported).toEqual([]));
  afterAll(() => t.close());

  const block = (id: string, by = admin) =>
    by.post(`${API}/admin/users/${id}/block`);

  it('ends a blocked host’s live room for everyone at once; it cannot be joined again', async () => {
    const { host, roomId } = await hostedRoom(t);
    const h = await enter(base, host.browser, roomId, 'host');
    await h.client.next('welcome');
    const g = await enter(base, guest(t), roomId, 'guest');
    await g.client.next('welcome');
    const member = await signedInUser(t);
    const m = await enter(base, member.browser, roomId, 'member');
    await m.client.next('welcome');

    expect((await block(host.id)).statusCode).toBe(200);
    for (const client of [h.client, g.client, m.client]) {
      await client.next('ended');
      expect(await client.closed).toEqual({
        code: ROOM_CLOSE_CODES.ended,
        reason: 'ended',
      });
    }
    const refused = (r: { statusCode: number; json(): unknown }) => [
      r.statusCode,
      (r.json() as { error: string }).error,
    ];
    expect(refused(await join(guest(t), roomId))).toEqual([
      404,
      'ROOM_NOT_FOUND',
    ]);
    expect(refused(await guest(t).get(`${API}/room/${roomId}/status`))).toEqual(
      [404, 'ROOM_NOT_FOUND'],
    );
    // The guest's ticket does not reopen the ended occurrence.
    const again = new RoomClient(base, roomId);
    await again.hello(g.ticket.ticket);
    expect((await again.closed).code).toBe(ROOM_CLOSE_CODES.ticketInvalid);
  });

  it('closes a blocked guest’s socket (4003, the block’s message); the room goes on and their ticket opens nothing', async () => {
    const { host, roomId } = await hostedRoom(t);
    const h = await enter(base, host.browser, roomId, 'host');
    await h.client.next('welcome');
    const member = await signedInUser(t);
    const m = await enter(base, member.browser, roomId, 'member');
    await m.client.next('welcome');
    await h.client.next('joined');
    const fresh = await ticketFor(member.browser, roomId, {
      displayName: 'member',
    });

    expect((await block(member.user.id)).statusCode).toBe(200);
    await expectExpelled(m.client);
    expect((await h.client.next('left')).participantId).toBe(
      m.ticket.participantId,
    );

    // A ticket issued before the block is refused like a removal.
    const back = new RoomClient(base, roomId, member.browser);
    await back.hello(fresh.ticket);
    await expectExpelled(back);

    // The host's room goes on.
    const g = await enter(base, guest(t), roomId, 'guest');
    await g.client.next('welcome');
    await h.client.send({ type: 'chat', text: 'still here' });
    expect((await g.client.next('chat')).message.text).toBe('still here');
    h.client.close();
    g.client.close();
  });

  it('lets nobody but an admin block (403), and a malformed or unknown id changes nothing (404)', async () => {
    const { host, roomId } = await hostedRoom(t);
    const h = await enter(base, host.browser, roomId, 'host');
    await h.client.next('welcome');
    const g = await enter(base, guest(t), roomId, 'guest');
    await g.client.next('welcome');

    const stranger = await signedInUser(t);
    expect((await block(host.id, stranger.browser)).statusCode).toBe(403);
    expect((await block(host.id, guest(t))).statusCode).toBe(401);
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
      expect((await block(id)).json()).toMatchObject({
        error: 'ACCOUNT_NOT_FOUND',
      });
    }

    await h.client.send({ type: 'chat', text: 'nothing happened' });
    expect((await g.client.next('chat')).message.text).toBe('nothing happened');
    h.client.close();
    g.client.close();
  });
});
