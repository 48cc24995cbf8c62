// The stage and the audience (docs/audience.md, "The stage"): a moderator invites someone
// watching on stage; they accept and enter again as a participant (seen by everyone, with the
// VideoRoom's access, a ticket that keeps it), or decline; a moderator sends someone back to the
// audience (a count to the stage again, watching the stage). Nobody comes on stage uninvited or
// past the tier's cap, and only moderators move people. On the run's Janus: watchers need it.
import {
  readRoomTicket,
  TIER_FEATURES,
  type RoomServerMessageOf,
} from '@ruume/contracts';
import { createTestApp, type TestApp } from '../../support/test-app';
import { testJanusNode } from '../../support/janus';
import { FEATURE_DRIVERS } from '../../support/test-database';
import { enter, guest, hostedRoom, listen, RoomClient } from './room-support';
import { janusEnv } from './sfu-support';

const STUDENT_STAGE = TIER_FEATURES.student.participants;

describe.each(FEATURE_DRIVERS)('the stage (%s)', (driver) => {
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

  /** Someone in the room (to take part, or to watch), after their welcome. */
  async function inRoom(
    roomId: string,
    name: string,
    options: { as?: 'audience'; browser?: ReturnType<typeof guest> } = {},
  ) {
    const browser = options.browser ?? guest(t);
    const entered = await enter(
      base,
      browser,
      roomId,
      name,
      options.as ? { as: options.as } : {},
    );
    clients.push(entered.client);
    const welcome = await entered.client.next('welcome');
    return { client: entered.client, id: welcome.self.id, browser };
  }

  /** A student room with its host, a participant and someone watching. */
  async function roomWithAudience() {
    const { host, roomId } = await hostedRoom(t, { tier: 'student' });
    const h = await inRoom(roomId, 'host', { browser: host.browser });
    const p = await inRoom(roomId, 'pia');
    const w = await inRoom(roomId, 'wes', { as: 'audience' });
    return { roomId, h, p, w };
  }

  /** Everything `client` was sent up to now has arrived (the server answers frames in order). */
  async function settled(client: RoomClient, text = `ping ${Math.random()}`) {
    await client.send({ type: 'chat', text });
    await client.next('chat', (f) => f.message.text === text);
  }

  it('invites a watcher on stage: they accept and enter again as a participant, seen by everyone, and stay there after a reconnect', async () => {
    const { roomId, h, p, w } = await roomWithAudience();
    await h.client.send({ type: 'stage', participantId: w.id, onStage: true });
    expect(await w.client.next('stage-invite')).toEqual({
      type: 'stage-invite',
      by: 'host',
    });
    await h.client.next(
      'updated',
      (f) => f.participant.id === w.id && f.participant.invited === true,
    );

    await w.client.send({ type: 'stage-answer', accept: true });
    const welcome = await w.client.next('welcome');
    expect(welcome.self).toMatchObject({ id: w.id, role: 'participant' });
    expect(welcome.self.invited).toBeUndefined();
    expect(welcome.mediaMode).toBe('sfu');
    expect(welcome.sfu).not.toBeNull();
    expect(welcome.watch).toBeUndefined();
    expect(welcome.participants.map((x) => x.id).sort()).toEqual(
      [h.id, p.id].sort(),
    );
    // The stage sees them arrive; the audience count drops for everyone.
    expect(
      (await p.client.next('joined', (f) => f.participant.id === w.id))
        .participant.role,
    ).toBe('participant');
    await h.client.next(
      'updated',
      (f) => f.participant.id === w.id && f.participant.role === 'participant',
    );
    await p.client.next('audience', (f) => f.count === 0);

    // The fresh ticket carries the new role: a reconnect lands on the stage again (and the
    // browser reads that it takes part now: it opens the camera and microphone).
    const ticket = (
      await w.client.next('ticket', (f) => !readRoomTicket(f.ticket)?.watching)
    ).ticket;
    w.client.close();
    const again = new RoomClient(base, roomId, w.browser);
    clients.push(again);
    await again.hello(ticket);
    expect((await again.next('welcome')).self).toMatchObject({
      id: w.id,
      role: 'participant',
    });
  });

  it('sends someone back to the audience: they watch the stage, and the stage sees them go', async () => {
    const { roomId, h, p } = await roomWithAudience();
    const q = await inRoom(roomId, 'quinn');
    await h.client.send({ type: 'stage', participantId: p.id, onStage: false });
    const welcome = await p.client.next('welcome');
    expect(welcome.self).toMatchObject({
      id: p.id,
      role: 'audience',
      audio: false,
      video: false,
    });
    expect(welcome.sfu).toBeNull();
    expect(welcome.watch).toMatchObject({ streams: [] });
    // Stage members see them leave and the count grow; the host still sees them by name.
    await q.client.next('left', (f) => f.participantId === p.id);
    await q.client.next('audience', (f) => f.count === 2);
    await h.client.next(
      'updated',
      (f) => f.participant.id === p.id && f.participant.role === 'audience',
    );
    // Watching now: sending media is refused.
    await p.client.send({
      type: 'media',
      audio: true,
      video: true,
      screen: false,
    });
    expect((await p.client.next('error')).code).toBe('NOT_ON_STAGE');
  });

  it('declining drops the invitation; nobody comes on stage uninvited, and only moderators invite', async () => {
    const { h, p, w } = await roomWithAudience();
    // Uninvited: the answer changes nothing.
    await w.client.send({ type: 'stage-answer', accept: true });
    await settled(w.client);
    expect(w.client.all('welcome')).toHaveLength(1);

    await p.client.send({ type: 'stage', participantId: w.id, onStage: true });
    expect((await p.client.next('error')).code).toBe('NOT_MODERATOR');
    // Inviting someone already on stage, or sending back someone watching: nobody to move.
    await h.client.send({ type: 'stage', participantId: p.id, onStage: true });
    expect((await h.client.next('error')).code).toBe('PARTICIPANT_NOT_FOUND');
    await h.client.send({ type: 'stage', participantId: w.id, onStage: false });
    expect((await h.client.next('error')).code).toBe('PARTICIPANT_NOT_FOUND');

    await h.client.send({ type: 'stage', participantId: w.id, onStage: true });
    await w.client.next('stage-invite');
    await w.client.send({ type: 'stage-answer', accept: false });
    const invitedFlags = async () => {
      await settled(h.client);
      return h.client
        .all('updated')
        .filter((f) => f.participant.id === w.id)
        .map((f) => f.participant.invited);
    };
    await h.client.next(
      'updated',
      (f) => f.participant.id === w.id && f.participant.invited === false,
    );
    expect(await invitedFlags()).toEqual([true, false]);
    await settled(w.client);
    expect(w.client.all('welcome')).toHaveLength(1);
  });

  it(`keeps the stage to the tier's ${STUDENT_STAGE}: a full stage refuses the invitation`, async () => {
    const { roomId, h, w } = await roomWithAudience();
    // The host and pia are on stage: fill the rest.
    for (let n = 3; n <= STUDENT_STAGE; n++) await inRoom(roomId, `p${n}`);
    await h.client.send({ type: 'stage', participantId: w.id, onStage: true });
    const refused = (await h.client.next(
      'error',
    )) as RoomServerMessageOf<'error'>;
    expect(refused.code).toBe('STAGE_FULL');
    expect(w.client.all('stage-invite')).toHaveLength(0);
  });
});
