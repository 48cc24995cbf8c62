// One seat count for every api instance (docs/live-room.md, "Seats"): the last seat of a room
// goes to one person even when two take it at once through two instances; a seat comes free when
// its holder leaves, is removed or drops past the reconnect grace, and when the instance holding
// it dies (its leases run out). Two instances share a PostgreSQL database and a Redis bus where
// DATABASE_URL and REDIS_URL are set for the test run.
import {
  ROOM_CLOSE_CODES,
  type RoomServerMessage,
  TIER_FEATURES,
} from '@ruume/contracts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../src/app';
import { HEARTBEAT_MS } from '../../../src/routes/room/hub/hub-fanout';
import { RECONNECT_GRACE_MS } from '../../../src/routes/room/hub/room-hub';
import { SEAT_LEASE_MS } from '../../../src/routes/room/seats/room-seats';
import { createTestApp, type TestApp } from '../../support/test-app';
import {
  DRIVERS,
  FEATURE_DRIVERS,
  REDIS_URL,
  redisEnv,
} from '../../support/test-database';
import {
  enter,
  guest,
  hostedRoom,
  listen,
  RoomClient,
  ticketFor,
} from './room-support';

const CAP = TIER_FEATURES.house.participants;

/** A house room (4 seats) with its host and `guests` people in, entered through `base`. */
async function roomWith(t: TestApp, base: string, guests: number) {
  const { host, roomId } = await hostedRoom(t, { tier: 'house' });
  const h = await enter(base, host.browser, roomId, 'host');
  await h.client.next('welcome');
  const inside = [];
  for (let i = 1; i <= guests; i++) {
    const g = await enter(base, guest(t), roomId, `g${i}`);
    await g.client.next('welcome');
    inside.push(g);
  }
  return { roomId, host: h, inside };
}

/** The first answer of a socket to its hello: the welcome, or the refusal and its close code. */
async function answerOf(client: RoomClient) {
  const first = await new Promise<RoomServerMessage>((resolve, reject) => {
    const poll = setInterval(() => {
      if (client.frames.length > 0) {
        clearInterval(poll);
        resolve(client.frames[0]);
      }
    }, 20);
    setTimeout(() => {
      clearInterval(poll);
      reject(new Error('no answer'));
    }, 10_000);
  });
  if (first.type === 'welcome') return 'welcome';
  return { first, close: (await client.closed).code };
}

const ROOM_FULL_ANSWER = {
  first: expect.objectContaining({ type: 'error', code: 'ROOM_FULL' }),
  close: ROOM_CLOSE_CODES.full,
};

/** A newcomer joins and enters through `base`: their first answer (a refused join throws). */
async function newcomer(t: TestApp, base: string, roomId: string) {
  const e = await enter(base, guest(t), roomId, 'newcomer');
  return { ...e, answer: await answerOf(e.client) };
}

describe.each(FEATURE_DRIVERS)('room seats on one instance (%s)', (driver) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    base = await listen(t);
  });
  afterAll(() => t.close());

  it('frees a seat when its holder leaves, is removed, or drops past the reconnect grace', async () => {
    const { roomId, host, inside } = await roomWith(t, base, CAP - 1);
    const [leaver, removed, dropped] = inside;

    await leaver.client.send({ type: 'leave' });
    await host.client.next('left');
    const first = await newcomer(t, base, roomId);
    expect(first.answer).toBe('welcome');

    await host.client.send({
      type: 'remove',
      participantId: removed.ticket.participantId,
    });
    await host.client.next('left');
    const second = await newcomer(t, base, roomId);
    expect(second.answer).toBe('welcome');

    dropped.client.socket.terminate();
    await new Promise((resolve) => setTimeout(resolve, RECONNECT_GRACE_MS));
    expect((await host.client.next('left')).participantId).toBe(
      dropped.ticket.participantId,
    );
    const third = await newcomer(t, base, roomId);
    expect(third.answer).toBe('welcome');
  }, 20_000);

  it('frees at once the seat of someone whose entering failed after it was taken', async () => {
    const { roomId } = await roomWith(t, base, CAP - 2);
    // The last seat is free. Their admission cannot be written (a database error, as under a
    // storm), after their seat was taken.
    const browser = guest(t);
    const doomed = await ticketFor(browser, roomId, { displayName: 'doomed' });
    const { db } = t.database;
    // One statement a call: PGlite prepares each one.
    const run = (statement: string) => db.execute(sql.raw(statement));
    await run(`create function refuse_doomed() returns trigger language plpgsql as $$
      begin raise exception 'the database is busy'; end $$`);
    await run(`create trigger refuse_doomed before insert or update on room_participants
      for each row when (new.participant_id = '${doomed.participantId}')
      execute function refuse_doomed()`);
    try {
      const client = new RoomClient(base, roomId, browser);
      await client.hello(doomed.ticket);
      expect((await client.closed).code).toBe(1011);
      // Their seat goes now, not when its lease runs out (an expired row stays until the next
      // taking sweeps it, so the bound below only caps a busy machine's wait).
      const seatOf = async () =>
        (
          await db.execute(
            sql`select 1 from room_seats where participant_id = ${doomed.participantId}`,
          )
        ).rows.length;
      const until = Date.now() + 10_000;
      while ((await seatOf()) > 0 && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await seatOf()).toBe(0);
      expect((await newcomer(t, base, roomId)).answer).toBe('welcome');
    } finally {
      await run('drop trigger refuse_doomed on room_participants');
      await run('drop function refuse_doomed()');
    }
  });

  it('keeps the seat of someone who comes back on a new socket', async () => {
    const { roomId, inside } = await roomWith(t, base, CAP - 1);
    const [back] = inside;
    const again = new RoomClient(base, roomId);
    // The same ticket (and device) on a second socket replaces the first.
    await again.hello(back.ticket.ticket);
    expect(await answerOf(again)).toBe('welcome');
    expect((await back.client.closed).code).toBe(ROOM_CLOSE_CODES.replaced);
  });
});

const REDIS = REDIS_URL ? [REDIS_URL] : [];

for (const url of REDIS)
  for (const driver of DRIVERS.filter((name) => name === 'postgres'))
    describe(`room seats over two instances (${driver}, Redis)`, () => {
      let t: TestApp;
      let other: Awaited<ReturnType<typeof buildApp>>;
      let baseA: string;
      let baseB: string;
      beforeAll(async () => {
        t = await createTestApp({ driver, env: redisEnv(url) });
        other = await buildApp({ config: t.config, database: t.database });
        baseA = await listen(t);
        baseB = await listen({ app: other });
      });
      afterAll(async () => {
        await other.close();
        await t.close();
      });

      it('gives the free seats to as many of the people taking them at once through two instances', async () => {
        const { roomId, host } = await roomWith(t, baseA, 0);
        // Three seats free, six people: their joins all pass, then every socket says hello at once,
        // half of them through each instance.
        const browsers = Array.from({ length: 6 }, () => guest(t));
        const tickets = await Promise.all(
          browsers.map((browser, i) =>
            ticketFor(browser, roomId, { displayName: `racer ${i}` }),
          ),
        );
        const bases = browsers.map((_, i) => (i % 2 === 0 ? baseA : baseB));
        const clients = browsers.map(
          (browser, i) => new RoomClient(bases[i], roomId, browser),
        );
        await Promise.all(clients.map((client) => client.opened()));
        await Promise.all(
          clients.map((client, i) => client.hello(tickets[i].ticket)),
        );
        const answers = await Promise.all(clients.map(answerOf));

        const welcomed = answers.flatMap((answer, i) =>
          answer === 'welcome' ? [i] : [],
        );
        expect(welcomed).toHaveLength(CAP - 1);
        expect(answers.filter((answer) => answer !== 'welcome')).toEqual(
          Array(browsers.length - welcomed.length).fill(ROOM_FULL_ANSWER),
        );

        // One of them leaves through their instance: one who was refused may come in now.
        await clients[welcomed[0]].send({ type: 'leave' });
        await host.client.next('left');
        const loser = answers.findIndex((answer) => answer !== 'welcome');
        const retry = new RoomClient(bases[loser], roomId, browsers[loser]);
        await retry.hello(tickets[loser].ticket);
        expect(await answerOf(retry)).toBe('welcome');
      });

      it('frees the seats of an instance that died once their leases run out', async () => {
        const dying = await buildApp({
          config: t.config,
          database: t.database,
        });
        const baseC = await listen({ app: dying });
        const { roomId, host } = await roomWith(t, baseA, 0);
        for (let i = 1; i < CAP; i++) {
          const g = await enter(baseC, guest(t), roomId, `on c ${i}`);
          await g.client.next('welcome');
        }
        await dying.close();

        // Its people hold their seats a while (they may come back elsewhere)…
        const early = await newcomer(t, baseB, roomId).catch(
          (err: Error) => err.message,
        );
        expect(early).toMatch(/409|ROOM_FULL/);

        // …and not past their lease and the others' expiry of a quiet instance.
        const deadline = Date.now() + SEAT_LEASE_MS + 3 * HEARTBEAT_MS;
        let answer: unknown = null;
        while (answer !== 'welcome' && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          answer = await newcomer(t, baseB, roomId)
            .then((n) => n.answer)
            .catch(() => null);
        }
        expect(answer).toBe('welcome');
        expect(host.client.all('left')).toHaveLength(CAP - 1);
      }, 60_000);
    });
