// The OpenAI-compatible engine against a local fake of the API (test/support/fake-openai.ts):
// real ffmpeg conversion and chunking, the real SDK with its retries and aborts.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { MeetingSummary, TranscriptSegment } from '@ruume/contracts';
import pino from 'pino';
import { emptySummary } from '../../../../src/adapters/ai/ai-engine';
import { createOpenAiEngine } from '../../../../src/adapters/ai/openai/openai-engine';
import { transcriptText } from '../../../../src/adapters/ai/openai/summary-prompt';
import { toSegments } from '../../../../src/adapters/ai/openai/transcribe';
import { eventually } from '../../../support/eventually';
import {
  CHAT_COMPLETIONS,
  type FakeOpenAi,
  startFakeOpenAi,
  TRANSCRIPTIONS,
} from '../../../support/fake-openai';

const run = promisify(execFile);

let fake: FakeOpenAi;
let folder: string;
/** Everything the engine logged, to check no text is in it. */
let logged: string[];

/** Opus in Ogg, a tone of `seconds`. */
async function tone(name: string, seconds: number): Promise<string> {
  const path = join(folder, name);
  await run('ffmpeg', [
    ...['-nostdin', '-v', 'error', '-y', '-f', 'lavfi'],
    ...['-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:a', 'libopus', path],
  ]);
  return path;
}

function engine(options: { apiKey?: string; chunkSeconds?: number } = {}) {
  const log = pino(
    { level: 'debug' },
    { write: (line: string) => void logged.push(line) },
  );
  return createOpenAiEngine({
    baseUrl: fake.url,
    apiKey: 'apiKey' in options ? options.apiKey : 'sk-test',
    transcribeModel: 'whisper-test',
    summaryModel: 'summary-test',
    log,
    chunkSeconds: options.chunkSeconds,
  });
}

const transcriptions = () =>
  fake.requests.filter((request) => request.path === TRANSCRIPTIONS);
const starts = (segments: TranscriptSegment[]) =>
  segments.map(({ speaker, startMs, text }) => [speaker, startMs, text]);

let alice: string;
let bob: string;
let long: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  folder = await mkdtemp(join(tmpdir(), 'openai-engine-'));
  [alice, bob, long] = await Promise.all([
    tone('alice.ogg', 3),
    tone('bob.ogg', 2),
    tone('long.ogg', 7),
  ]);
});

afterAll(async () => {
  await fake.close();
  await rm(folder, { recursive: true, force: true });
});

beforeEach(() => {
  fake.reset();
  logged = [];
});

afterEach(() => {
  // Never the transcript's or the summary's text in the log.
  expect(logged.join('\n')).not.toMatch(/second \d|Ship it|Alice will/);
});

describe('transcription', () => {
  it("merges two speakers' segments in time order, each on its own offset", async () => {
    const segments = await engine().transcriber.transcribe([
      { path: alice, speaker: 'Alice', offsetMs: 0 },
      { path: bob, speaker: 'Bob', offsetMs: 1500 },
    ]);

    expect(starts(segments)).toEqual([
      ['Alice', 0, 'second 0'],
      ['Alice', 1000, 'second 1'],
      ['Bob', 1500, 'second 0'],
      ['Alice', 2000, 'second 2'],
      ['Bob', 2500, 'second 1'],
    ]);
    expect(segments[0].endMs).toBe(1000);
    // The last segment ends with the audio (MP3 frames add a few ms).
    expect(segments[4].endMs).toBeGreaterThanOrEqual(3500);
    expect(segments[4].endMs).toBeLessThan(3600);
  });

  it('sends the model, the key and verbose_json with segment timestamps, as small MP3', async () => {
    await engine().transcriber.transcribe([
      { path: alice, speaker: 'Alice', offsetMs: 0 },
    ]);

    const [request] = transcriptions();
    expect(request.model).toBe('whisper-test');
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.fields?.response_format).toEqual(['verbose_json']);
    expect(request.fields?.['timestamp_granularities[]']).toEqual(['segment']);
    expect(request.file?.name).toMatch(/\.mp3$/);
    // 3 s at 32 kbit/s.
    expect(request.file?.bytes).toBeLessThan(16_000);
  });

  it('sends no Authorization header when no key is configured', async () => {
    await engine({ apiKey: undefined }).transcriber.transcribe([
      { path: bob, speaker: null, offsetMs: 0 },
    ]);

    expect(transcriptions()[0].authorization).toBeUndefined();
  });

  it('cuts a long file into chunks, each placed where it starts, and counts them as progress', async () => {
    const progress: number[] = [];
    const segments = await engine({ chunkSeconds: 3 }).transcriber.transcribe(
      [{ path: long, speaker: 'Carol', offsetMs: 10_000 }],
      { onProgress: (percent) => progress.push(Math.round(percent)) },
    );

    expect(transcriptions()).toHaveLength(3);
    expect(progress).toEqual([33, 67, 100]);
    // Chunks cut on MP3 frames: the second starts ~3 s in, the third ~6 s.
    const expected = [0, 1000, 2000, 3000, 4000, 5000, 6000];
    expect(segments).toHaveLength(expected.length);
    segments.forEach((segment, index) => {
      expect(Math.abs(segment.startMs - 10_000 - expected[index])).toBeLessThan(
        60,
      );
      expect(segment.speaker).toBe('Carol');
    });
    // Each chunk's segments count from that chunk's start.
    expect(segments.map((segment) => segment.text)).toEqual([
      'second 0',
      'second 1',
      'second 2',
      'second 0',
      'second 1',
      'second 2',
      'second 0',
    ]);
  });

  it('finds nothing to send in a file without sound', async () => {
    const video = join(folder, 'camera.webm');
    await run('ffmpeg', [
      ...['-nostdin', '-v', 'error', '-y', '-f', 'lavfi'],
      ...['-i', 'color=c=red:s=32x32:d=1', '-c:v', 'libvpx', video],
    ]);

    await expect(
      engine().transcriber.transcribe([
        { path: video, speaker: 'Alice', offsetMs: 0 },
      ]),
    ).resolves.toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });

  it('fails when ffmpeg cannot read the file', async () => {
    await expect(
      engine().transcriber.transcribe([
        { path: join(folder, 'missing.ogg'), speaker: 'Alice', offsetMs: 0 },
      ]),
    ).rejects.toThrow();
    expect(fake.requests).toHaveLength(0);
  });

  it('tries again after a 429', async () => {
    fake.failOnce(TRANSCRIPTIONS, 429);

    const segments = await engine().transcriber.transcribe([
      { path: bob, speaker: 'Bob', offsetMs: 0 },
    ]);

    expect(transcriptions()).toHaveLength(2);
    expect(starts(segments)).toEqual([
      ['Bob', 0, 'second 0'],
      ['Bob', 1000, 'second 1'],
    ]);
  });

  it('stops when aborted, mid-request', async () => {
    fake.hang(TRANSCRIPTIONS);
    const controller = new AbortController();

    const transcribing = engine().transcriber.transcribe(
      [{ path: alice, speaker: 'Alice', offsetMs: 0 }],
      { signal: controller.signal },
    );
    await eventually(() => transcriptions().length === 1);
    controller.abort();

    await expect(transcribing).rejects.toThrow(/abort/i);
    expect(transcriptions()).toHaveLength(1);
  });

  it('sends nothing when aborted before it starts', async () => {
    const controller = new AbortController();
    controller.abort();

    await expect(
      engine().transcriber.transcribe(
        [{ path: alice, speaker: 'Alice', offsetMs: 0 }],
        { signal: controller.signal },
      ),
    ).rejects.toThrow(/abort/i);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('summary', () => {
  const transcript: TranscriptSegment[] = [
    { startMs: 0, endMs: 4000, speaker: 'Alice', text: 'Ship it on Friday.' },
    {
      startMs: 65_000,
      endMs: 69_000,
      speaker: 'Bob',
      text: 'Alice will write the notes.',
    },
    { startMs: 70_000, endMs: 71_000, speaker: null, text: 'Agreed.' },
  ];
  // What the model answers: its times as the transcript's lines write them.
  const answer = {
    overview: 'The team agreed to ship on Friday.',
    keyPoints: ['Shipping date'],
    decisions: ['Ship on Friday'],
    actionItems: [{ text: 'Write the notes', owner: 'Alice', due: null }],
    chapters: [
      { start: '01:05', title: 'Notes', line: 'Alice takes the notes.' },
      { start: '00:00', title: 'The date', line: 'Friday it is.' },
    ],
    highlights: [
      { start: '[01:05]', speaker: 'Bob', text: 'Alice will write the notes.' },
      { start: '00:00', speaker: 'Alice', text: 'Ship it on Friday.' },
      { start: 'soon', speaker: null, text: 'Agreed.' },
    ],
  };
  const summary: MeetingSummary = {
    ...answer,
    chapters: [
      { startMs: 0, title: 'The date', line: 'Friday it is.' },
      { startMs: 65_000, title: 'Notes', line: 'Alice takes the notes.' },
    ],
    highlights: [
      { startMs: 0, speaker: 'Alice', text: 'Ship it on Friday.' },
      { startMs: 65_000, speaker: 'Bob', text: 'Alice will write the notes.' },
    ],
  };

  it('asks for the summary as structured output, with the transcript, and returns it on the recording’s timeline', async () => {
    fake.summary = answer;
    let percent = 0;

    // Chapters and highlights in time order, in ms; a time the model could not write is dropped.
    await expect(
      engine().summariser.summarise(transcript, {
        onProgress: (value) => (percent = value),
      }),
    ).resolves.toEqual(summary);

    const [request] = fake.requests;
    expect(request.path).toBe(CHAT_COMPLETIONS);
    expect(request.model).toBe('summary-test');
    expect(request.authorization).toBe('Bearer sk-test');
    const format = request.body?.response_format;
    expect(format?.type).toBe('json_schema');
    expect(format?.json_schema).toMatchObject({
      name: 'meeting_summary',
      strict: true,
      schema: {
        required: [
          'overview',
          'keyPoints',
          'decisions',
          'actionItems',
          'chapters',
          'highlights',
        ],
      },
    });
    const [system, user] = request.body?.messages ?? [];
    expect(system.role).toBe('system');
    expect(system.content).toMatch(/never invent/i);
    expect(user.content).toContain(
      '[00:00] Alice: Ship it on Friday.\n[01:05] Bob: Alice will write the notes.\n[01:10] Agreed.',
    );
    expect(percent).toBe(100);
  });

  it('rejects an answer that is not a summary', async () => {
    fake.summary = { overview: 3, keyPoints: [] };

    await expect(engine().summariser.summarise(transcript)).rejects.toThrow(
      /not a usable summary: .*overview/,
    );
  });

  it('rejects an answer that is not JSON', async () => {
    fake.summary = 'Here is your summary: the team will ship.';

    await expect(engine().summariser.summarise(transcript)).rejects.toThrow(
      /not a usable summary: the content is not JSON/,
    );
  });

  it('sends nothing for an empty transcript', async () => {
    await expect(engine().summariser.summarise([])).resolves.toEqual(
      emptySummary(),
    );
    expect(fake.requests).toHaveLength(0);
  });
});

describe('the transcript in the prompt', () => {
  const line = (index: number): TranscriptSegment => ({
    startMs: index * 1000,
    endMs: index * 1000 + 900,
    speaker: 'Dana',
    text: `line number ${index}`,
  });

  it('keeps whole lines up to the bound and says where it was cut', () => {
    const segments = Array.from({ length: 100 }, (_, index) => line(index));

    const { text, omitted } = transcriptText(segments, 200);

    expect(text.length).toBeLessThan(200 + 120);
    expect(text.split('\n')[0]).toBe('[00:00] Dana: line number 0');
    expect(omitted).toBeGreaterThan(90);
    expect(text).toMatch(/cut here; the meeting went on until 01:39/);
  });

  it('keeps all of a short transcript', () => {
    const { text, omitted } = transcriptText([line(61)]);

    expect(text).toBe('[01:01] Dana: line number 61');
    expect(omitted).toBe(0);
  });
});

describe("a transcription answer's segments", () => {
  const audio = { speaker: 'Eve', offsetMs: 1000 };
  const chunk = { startMs: 600_000, endMs: 605_500 };

  it('become one segment over the chunk when the server sends only the text', () => {
    expect(toSegments({ text: ' Hello there. ' }, audio, chunk)).toEqual([
      {
        startMs: 601_000,
        endMs: 606_500,
        speaker: 'Eve',
        text: 'Hello there.',
      },
    ]);
  });

  it('leave out empty text, and fail on an answer with no text at all', () => {
    expect(toSegments({ text: '  ' }, audio, chunk)).toEqual([]);
    expect(() => toSegments({} as { text: string }, audio, chunk)).toThrow(
      /neither segments nor text/,
    );
  });
});
