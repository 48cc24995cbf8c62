// The ffmpeg adapter on its own: the content check, MP4 box walking, and ffmpeg/ffprobe found
// or missing (then every step answers "nothing", never an error).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createVideoTools } from '../../src/adapters/ffmpeg/video-tools';
import {
  isFastStart,
  topLevelBoxes,
} from '../../src/adapters/ffmpeg/mp4-boxes';
import { processVideo } from '../../src/adapters/ffmpeg/process-video';
import {
  EmptyFileError,
  NotAVideoError,
  videoSniffer,
} from '../../src/adapters/ffmpeg/video-type';
import { makeMp4, mp4Header } from '../routes/recording/recording-support';
import { PNG } from '../support/uploads';

const log = pino({ level: 'silent' });

async function sniff(chunks: Buffer[]) {
  const sniffer = videoSniffer();
  const out: Buffer[] = [];
  await pipeline(
    Readable.from(chunks),
    sniffer,
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        out.push(chunk);
        callback();
      },
    }),
  );
  return { type: sniffer.type, bytes: Buffer.concat(out) };
}

describe('ffmpeg adapter', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ruume-ffmpeg-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('passes a video through unchanged, in small chunks too; refuses other bytes and empty input', async () => {
    const video = mp4Header(9000);
    const chunked = Array.from(
      { length: Math.ceil(video.length / 100) },
      (_, i) => video.subarray(i * 100, (i + 1) * 100),
    );
    const { type, bytes } = await sniff(chunked);
    expect(type).toEqual({ extension: 'mp4', mime: 'video/mp4' });
    expect(bytes.equals(video)).toBe(true);
    await expect(sniff([PNG])).rejects.toBeInstanceOf(NotAVideoError);
    await expect(sniff([])).rejects.toBeInstanceOf(EmptyFileError);
  });

  it('walks the top-level boxes and tells fast start; ffmpeg moves moov first', async () => {
    const video = await makeMp4(dir);
    const path = join(dir, 'in.mp4');
    await writeFile(path, video);
    expect((await topLevelBoxes(path)).map((b) => b.type)).toEqual(
      expect.arrayContaining(['ftyp', 'mdat', 'moov']),
    );
    expect(await isFastStart(path)).toBe(false);
    const tools = createVideoTools({ log });
    expect(await tools.available()).toEqual({ ffmpeg: true, ffprobe: true });
    const processed = await processVideo(tools, {
      path,
      type: { extension: 'mp4', mime: 'video/mp4' },
      sizeBytes: video.length,
      workDir: dir,
    });
    expect(processed.path).not.toBe(path);
    expect(await isFastStart(processed.path)).toBe(true);
    expect(processed.durationSeconds).toBeCloseTo(2, 0);
    expect(processed.posterPath).not.toBeNull();
  });

  it('without the tools, or turned off, processing leaves the file as it is', async () => {
    const path = join(dir, 'header.mp4');
    await writeFile(path, mp4Header());
    for (const tools of [
      createVideoTools({ log, enabled: false }),
      createVideoTools({
        log,
        ffmpegPath: join(dir, 'no-ffmpeg'),
        ffprobePath: join(dir, 'no-ffprobe'),
      }),
    ]) {
      expect(await tools.available()).toEqual({
        ffmpeg: false,
        ffprobe: false,
      });
      expect(
        await processVideo(tools, {
          path,
          type: { extension: 'mp4', mime: 'video/mp4' },
          sizeBytes: 1032,
          workDir: dir,
        }),
      ).toEqual({
        path,
        sizeBytes: 1032,
        posterPath: null,
        durationSeconds: null,
      });
    }
  });
});
