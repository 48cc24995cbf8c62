// Janus's recordings read and converted with the real janus-pp-rec, on real .mjr files made
// in the test (ffmpeg's RTP → pcap → pcap2mjr, named as Janus names them).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  convertJanusRecording,
  parseRecordingName,
  readJanusRecordings,
} from '../../../../src/adapters/ffmpeg/meeting-composition';
import { ToolFailedError } from '../../../../src/adapters/ffmpeg/run-tool';
import {
  defined,
  durationOf,
  janusName,
  janusRecording,
  probe,
} from './media-support';

const ROOM = 8934881551795519;
const FEED = 108130349398429;
const FIRST_VIDEO_MICROS = 1795798677539199;
const FIRST_AUDIO_MICROS = 1795798677512345;

describe('Janus recording names', () => {
  it('reads the room, feed, kind and mid of videoroom-<room>-user-<feed>-<created>-<kind>-<mid>.mjr', () => {
    expect(
      parseRecordingName(
        'videoroom-8934881551795519-user-108130349398429-1795798677485584-video-1.mjr',
      ),
    ).toEqual({ room: ROOM, feed: FEED, kind: 'video', mid: '1' });
    expect(parseRecordingName('videoroom-1-user-2-3-audio-0.mjr')).toEqual({
      room: 1,
      feed: 2,
      kind: 'audio',
      mid: '0',
    });
  });

  it('leaves out other files: data channels, other plugins, other extensions', () => {
    for (const name of [
      'videoroom-1-user-2-3-data-2.mjr',
      'videoroom-1-user-2-3-video-1.mjr.pcap',
      'rec-1-user-2-3-video-1.mjr',
      'videoroom-a-user-2-3-video-1.mjr',
      'notes.txt',
    ]) {
      expect(parseRecordingName(name)).toBeNull();
    }
  });
});

describe('Janus recordings on disk', () => {
  let dir: string;
  let out: string;
  const videoName = janusName(ROOM, FEED, 1795798677485584, 'video', 1);
  const audioName = janusName(ROOM, FEED, 1795798677485001, 'audio', 0);
  const gapName = janusName(ROOM, FEED + 2, 1795798679000000, 'video', 1);
  const emptyName = janusName(ROOM, FEED + 1, 1795798677490000, 'video', 1);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ruume-mjr-'));
    out = await mkdtemp(join(tmpdir(), 'ruume-mjr-out-'));
    await janusRecording(join(dir, videoName), {
      kind: 'video',
      seconds: 2,
      firstPacketMicros: FIRST_VIDEO_MICROS,
    });
    await janusRecording(join(dir, audioName), {
      kind: 'audio',
      seconds: 2,
      firstPacketMicros: FIRST_AUDIO_MICROS,
    });
    // The sender stopped for a second and a half: the gap stays in the media file's time.
    await janusRecording(join(dir, gapName), {
      kind: 'video',
      seconds: 3,
      firstPacketMicros: FIRST_VIDEO_MICROS + 2_000_000,
      gap: [1, 2.5],
    });
    // A publisher that never sent: Janus leaves the 8-byte preamble alone.
    await writeFile(join(dir, emptyName), 'MJR00002');
    await writeFile(join(dir, 'notes.txt'), 'not a recording');
    await writeFile(
      join(dir, janusName(ROOM, FEED + 3, 1, 'audio', 0)),
      'MJR00002 broken header',
    );
  }, 60_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await rm(out, { recursive: true, force: true });
  });

  it('lists the recordings with packets, by their first packet, with codec and first packet time', async () => {
    const files = await readJanusRecordings(dir);
    expect(files).toEqual([
      {
        path: join(dir, audioName),
        room: ROOM,
        feed: FEED,
        kind: 'audio',
        mid: '0',
        codec: 'opus',
        firstPacketMs: Math.round(FIRST_AUDIO_MICROS / 1000),
      },
      {
        path: join(dir, videoName),
        room: ROOM,
        feed: FEED,
        kind: 'video',
        mid: '1',
        codec: 'vp8',
        firstPacketMs: Math.round(FIRST_VIDEO_MICROS / 1000),
      },
      expect.objectContaining({
        path: join(dir, gapName),
        feed: FEED + 2,
        codec: 'vp8',
      }),
    ]);
  });

  it('converts a video to a WebM that decodes, as long as what was sent', async () => {
    const [, video] = await readJanusRecordings(dir);
    const webm = await convertJanusRecording(defined(video), out);
    expect(webm).toBe(join(out, videoName.replace(/\.mjr$/, '.webm')));
    expect(
      await probe(defined(webm), 'stream=codec_name,width,height'),
    ).toContain('codec_name=vp8|width=320|height=240');
    expect(await durationOf(defined(webm))).toBeCloseTo(2, 0);
  });

  it('converts audio to Opus as long as what was sent', async () => {
    const [audio] = await readJanusRecordings(dir);
    const opus = await convertJanusRecording(defined(audio), out);
    expect(opus).toBe(join(out, audioName.replace(/\.mjr$/, '.opus')));
    expect(await probe(defined(opus), 'stream=codec_name')).toContain(
      'codec_name=opus',
    );
    expect(Math.abs((await durationOf(defined(opus))) - 2)).toBeLessThan(0.2);
  });

  it('keeps a gap in the sending where it was: the file still ends at its last frame', async () => {
    const files = await readJanusRecordings(dir);
    const gap = defined(files.find((file) => file.path.endsWith(gapName)));
    const webm = await convertJanusRecording(gap, out);
    expect(Math.abs((await durationOf(defined(webm))) - 3)).toBeLessThan(0.2);
  });

  it('makes nothing of an unknown codec or a broken file', async () => {
    const [, video] = await readJanusRecordings(dir);
    expect(
      await convertJanusRecording({ ...defined(video), codec: 'g729' }, out),
    ).toBeNull();
    const broken = join(dir, janusName(ROOM, FEED + 3, 1, 'audio', 0));
    expect(
      await convertJanusRecording(
        { path: broken, kind: 'audio', codec: 'opus' },
        out,
      ),
    ).toBeNull();
  });

  it('rejects when janus-pp-rec cannot run, or when aborted', async () => {
    const [, video] = await readJanusRecordings(dir);
    const janusPpRecPath = join(dir, 'no-such-tool');
    await expect(
      readJanusRecordings(dir, { janusPpRecPath }),
    ).rejects.toBeInstanceOf(ToolFailedError);
    await expect(
      convertJanusRecording(defined(video), out, { janusPpRecPath }),
    ).rejects.toBeInstanceOf(ToolFailedError);
    const signal = AbortSignal.abort();
    await expect(readJanusRecordings(dir, { signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    await expect(
      convertJanusRecording(defined(video), out, { signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
