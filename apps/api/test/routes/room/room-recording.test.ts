// Recording a meeting (docs/recording.md), through the run's Janus with real media (ffmpeg's
// VP8 and Opus over werift): a moderator starts it (a peer-to-peer room moves to the SFU),
// everyone hears it, the lobby says so; stopped, it is composed by the job queue into the
// host's library (meeting set, poster, duration, one video and one audio stream) and the host
// gets a mail. Refused without stored files in the plan or with a full storage, and to
// non-moderators; the meeting's end stops it. Another user sees none of it.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Recording,
  type RecordingJobList,
  roomErrorMessages,
  type RoomSfuAccess,
  TIER_RECORDING_STORAGE_BYTES,
} from '@ruume/contracts';
import { eq } from 'drizzle-orm';
import { recordingSummaries, users } from '../../../src/db/schema';
import { outbox } from '../../support/accounts';
import {
  durationOf,
  frameAt,
  meanColour,
  probe,
} from '../../adapters/ffmpeg/meeting-composition/media-support';
import { eventually } from '../../support/eventually';
import { testJanusNode } from '../../support/janus';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';
import { host as newHost } from '../meeting/meeting-support';
import {
  API,
  enter,
  guest,
  hostedRoom,
  listen,
  type RoomClient,
} from './room-support';
import { janusEnv, JanusBrowser } from './sfu-support';

jest.setTimeout(90_000);

describe.each(FEATURE_DRIVERS)('recording a meeting (%s)', (driver) => {
  let t: TestApp;
  let base: string;
  const closing: Array<() => unknown> = [];
  beforeAll(async () => {
    t = await createTestApp({ driver, env: janusEnv(testJanusNode()) });
    base = await listen(t);
  });
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });
  afterAll(() => t.close());

  async function inRoom(
    roomId: string,
    name: string,
    browser = guest(t),
  ): Promise<RoomClient> {
    const { client } = await enter(base, browser, roomId, name);
    closing.push(() => client.close());
    await client.next('welcome');
    return client;
  }

  /**
   * Publishes a colour and a tone, as a browser's camera and microphone would, saying so first
   * (a participant's audio is held back while their state says it is off, so it is not
   * recorded either).
   */
  async function publishes(client: RoomClient, color: string, tone: number) {
    await client.send({
      type: 'media',
      audio: true,
      video: true,
      screen: false,
    });
    // The move to the SFU may have come before frames read since.
    const moved = () =>
      client.all('media').find((f) => f.sfu !== null)?.sfu ?? null;
    await eventually(() => moved() !== null);
    const access = moved() as RoomSfuAccess;
    const publisher = await JanusBrowser.connect(access);
    closing.push(() => publisher.close());
    await publisher.join(access);
    await publisher.publishLive({ media: { color, tone } });
  }

  it('records a peer-to-peer meeting through the SFU into the host library, with its meeting, poster and both streams', async () => {
    const { host, roomId, meetingId } = await hostedRoom(t);
    const h = await inRoom(roomId, 'hana', host.browser);
    const g = await inRoom(roomId, 'gus');

    // A participant may not record.
    await g.send({ type: 'record', on: true });
    expect(await g.next('error')).toMatchObject({ code: 'NOT_MODERATOR' });

    const startedAt = Date.now();
    await h.send({ type: 'record', on: true });
    for (const client of [h, g]) {
      const frame = await client.next('recording', (f) => f.recording !== null);
      expect(frame.recording).toMatchObject({ by: 'hana' });
    }
    // The room moved to the SFU, which records: both publish there.
    await Promise.all([publishes(h, 'red', 440), publishes(g, 'blue', 660)]);
    const status = await guest(t).get(`${API}/room/${roomId}/status`);
    expect(status.json()).toMatchObject({ recording: true });
    const late = await inRoom(roomId, 'lia');
    expect(late.frames.find((f) => f.type === 'welcome')).toMatchObject({
      recording: { by: 'hana' },
    });

    const processing = () =>
      host.browser
        .get(`${API}/meeting-recording/processing`)
        .then((r) => r.json() as RecordingJobList);
    expect((await processing()).processing).toEqual([
      expect.objectContaining({ status: 'recording', progress: null }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await h.send({ type: 'record', on: false });
    expect(
      await g.next('recording', (f) => f.recording === null),
    ).toMatchObject({ stopped: 'stopped' });
    // What Janus can have recorded: the wall time between the start and the stop (a loaded
    // machine stretches it, so the bound is measured, not assumed).
    const recordedFor = (Date.now() - startedAt) / 1000;

    // Composed by the job queue, then in the library.
    await eventually(async () => {
      await new Promise((resolve) => setTimeout(resolve, 250));
      return (await processing()).processing.length === 0;
    }, 60_000);
    const list = (
      await host.browser.get(`${API}/meeting-recording/list`)
    ).json() as Recording[];
    expect(list).toHaveLength(1);
    const [recording] = list;
    expect(recording.meeting).toEqual({
      id: meetingId,
      name: expect.any(String),
    });
    expect(recording.name).toContain(new Date().toISOString().slice(0, 10));
    expect(recording.posterUrl).not.toBeNull();
    // Its summary is on its way, from each person's own microphone (lines named after them).
    const [summary] = await t.database.db
      .select()
      .from(recordingSummaries)
      .where(eq(recordingSummaries.recordingId, recording.id));
    expect(summary.speech?.map((kept) => kept.speaker).sort()).toEqual([
      'gus',
      'hana',
    ]);
    expect(recording.durationSeconds).toBeGreaterThan(3);
    expect(recording.durationSeconds).toBeLessThanOrEqual(recordedFor + 1);

    const file = await host.browser.get(
      `${API}/meeting-recording/download/${recording.shareId}`,
    );
    const dir = await mkdtemp(join(tmpdir(), 'ruume-recorded-'));
    await writeFile(join(dir, 'meeting.mp4'), file.rawPayload);
    const path = join(dir, 'meeting.mp4');
    const streams = (await probe(path, 'stream=codec_type')).trim().split('\n');
    expect(streams.sort()).toEqual([
      'stream|codec_type=audio',
      'stream|codec_type=video',
    ]);
    // Both people's tiles, in their cameras' colours: every feed was known by whose it was.
    // Looked at every half second from the end back. The cameras came after the move to the
    // SFU, and on a loaded machine this test's senders (ffmpeg through werift in the test's
    // own process) fall behind real time: their video then ends a second or two before the
    // recording does, and the tile shows the name there (measured under 8 busy loops).
    const duration = await durationOf(path);
    const tilesAt = async (seconds: number) => {
      const frame = await frameAt(path, seconds);
      return [0, 640].map((x) =>
        meanColour(frame, 1280, {
          x: x + 160,
          y: 260,
          width: 320,
          height: 200,
        }),
      );
    };
    // Side by side (in the order they first published, which the test leaves open): hana's
    // red camera and gus's blue one.
    const red = ([r, , b]: number[]) => r > 150 && b < 80;
    const blue = ([r, , b]: number[]) => b > 150 && r < 80;
    const both = (halves: number[][]) =>
      halves.filter(red).length === 1 && halves.filter(blue).length === 1;
    const seen: number[][][] = [];
    for (let at = duration - 0.25; at > 0; at -= 0.5) {
      seen.push(await tilesAt(at));
      if (both(seen[seen.length - 1])) break;
    }
    // The colours seen are the message when no frame had both.
    expect(seen.some(both) ? 'both tiles' : seen).toBe('both tiles');
    // The mail goes out once the recording is in the library.
    await eventually(async () =>
      (await outbox(t)).some(
        (mail) => mail.to === host.email && /is ready/.test(mail.subject),
      ),
    );

    // Nobody else sees it on its way, nor dismisses it.
    const other = await newHost(t);
    expect(
      (await other.browser.get(`${API}/meeting-recording/processing`)).json(),
    ).toEqual({ processing: [] });
  });

  it('refuses without stored files in the plan, with a full storage, or without a signed-in user', async () => {
    const house = await hostedRoom(t, { tier: 'house' });
    const h = await inRoom(house.roomId, 'hal', house.host.browser);
    await h.send({ type: 'record', on: true });
    expect(await h.next('error')).toEqual({
      type: 'error',
      code: 'RECORDING_NOT_IN_PLAN',
      message: roomErrorMessages.recordingNotInPlan,
    });
    expect(h.frames.find((f) => f.type === 'welcome')).toMatchObject({
      recording: null,
      recordable: 'not-in-plan',
    });

    const full = await hostedRoom(t, { tier: 'student' });
    await t.database.db
      .update(users)
      .set({ recordingStorageUsed: TIER_RECORDING_STORAGE_BYTES.student })
      .where(eq(users.id, full.host.id));
    const f = await inRoom(full.roomId, 'fay', full.host.browser);
    expect(f.frames.find((x) => x.type === 'welcome')).toMatchObject({
      recordable: 'storage-full',
    });
    await f.send({ type: 'record', on: true });
    expect(await f.next('error')).toMatchObject({
      code: 'RECORDING_STORAGE_FULL',
      message: roomErrorMessages.recordingStorageFull,
    });

    const signedOut = await guest(t).get(`${API}/meeting-recording/processing`);
    expect(signedOut.statusCode).toBe(401);
    const bad = await house.host.browser.delete(
      `${API}/meeting-recording/processing/${'x'.repeat(300)}`,
    );
    expect(bad.statusCode).toBe(400);
  });

  it("stops when the host ends the meeting; another user cannot dismiss the host's recording", async () => {
    const { host, roomId } = await hostedRoom(t);
    const h = await inRoom(roomId, 'hana', host.browser);
    const g = await inRoom(roomId, 'gus');
    await h.send({ type: 'record', on: true });
    await g.next('recording', (f) => f.recording !== null);
    const [job] = (
      (
        await host.browser.get(`${API}/meeting-recording/processing`)
      ).json() as RecordingJobList
    ).processing;
    const other = await newHost(t);
    const dismissed = await other.browser.delete(
      `${API}/meeting-recording/processing/${job.id}`,
    );
    expect(dismissed.statusCode).toBe(404);

    await h.send({ type: 'end' });
    expect(
      await g.next('recording', (f) => f.recording === null),
    ).toMatchObject({ stopped: 'ended' });
  });

  it('stops with the storage-full reason when what it recorded fills the host storage, and when everyone left', async () => {
    const { host, roomId } = await hostedRoom(t, { tier: 'student' });
    const h = await inRoom(roomId, 'hana', host.browser);
    const g = await inRoom(roomId, 'gus');
    await h.send({ type: 'record', on: true });
    await g.next('recording', (f) => f.recording !== null);
    // What is stored already reaches the allowance (what Janus wrote counts on top).
    await t.database.db
      .update(users)
      .set({ recordingStorageUsed: TIER_RECORDING_STORAGE_BYTES.student })
      .where(eq(users.id, host.id));
    // The guard looks every few seconds.
    const stopped = await g.next(
      'recording',
      (f) => f.recording === null,
      20_000,
    );
    expect(stopped).toMatchObject({ stopped: 'storage-full' });
    expect(
      await h.next('recording', (f) => f.recording === null),
    ).toMatchObject({ stopped: 'storage-full', recordable: 'storage-full' });

    // Another recording, in a room everyone then leaves: it ends.
    const other = await hostedRoom(t, { tier: 'student' });
    const o = await inRoom(other.roomId, 'olga', other.host.browser);
    await o.send({ type: 'record', on: true });
    await o.next('recording', (f) => f.recording !== null);
    await o.send({ type: 'leave' });
    await eventually(async () => {
      // Gently: the list is limited per account.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const { processing } = (
        await other.host.browser.get(`${API}/meeting-recording/processing`)
      ).json() as RecordingJobList;
      return processing[0]?.status !== 'recording';
    }, 20_000);
  });
});
