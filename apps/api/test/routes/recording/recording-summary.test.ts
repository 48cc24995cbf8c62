// A recording's transcript and AI summary (docs/ai-summary.md), offline on this machine
// (pocketsphinx on LibriVox speech from Debian's pocketsphinx-testdata): asked for when a
// recording lands on a tier with AI summaries, made by the job queue, read, downloaded as
// Markdown and WebVTT, made again, deleted with its recording. House gets 403 with the upgrade
// text; another user's recording is not found; signed out is 401.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  API_ERRORS,
  type Recording,
  type RecordingSummary,
} from '@ruume/contracts';
import { eq } from 'drizzle-orm';
import { recordingSummaries } from '../../../src/db/schema';
import { outbox } from '../../support/accounts';
import {
  CHAT_COMPLETIONS,
  startFakeOpenAi,
  TRANSCRIPTIONS,
} from '../../support/fake-openai';
import { Browser } from '../../support/browser';
import { eventually } from '../../support/eventually';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';
import {
  creator,
  storedRecording,
  summarisedRecording,
  upload,
} from './recording-support';

jest.setTimeout(120_000);

const LIBRIVOX = '/usr/share/pocketsphinx/test/data/librivox';
const CLIP = `${LIBRIVOX}/sense_and_sensibility_01_austen_64kb-0880.wav`;

/** A short video with a LibriVox clip as its sound. */
async function speakingVideo(): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'ruume-speech-'));
  const out = join(dir, 'speech.mp4');
  await promisify(execFile)('ffmpeg', [
    ...['-nostdin', '-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'color=c=gray:size=160x120:rate=10'],
    ...['-i', CLIP, '-shortest', '-c:v', 'libx264', '-c:a', 'aac'],
    ...['-pix_fmt', 'yuv420p', out],
  ]);
  return readFile(out);
}

const API = '/api/v1';

describe.each(FEATURE_DRIVERS)('recording summaries (%s)', (driver) => {
  let t: TestApp;
  let video: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    video = await speakingVideo();
  });
  afterAll(() => t.close());

  async function uploaded(browser: Browser): Promise<Recording> {
    const response = await upload(browser, {
      name: 'reading',
      file: { data: video },
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  const summaryOf = async (browser: Browser, id: string) => {
    // Gently: the page polls it every few seconds, and so may a test.
    await new Promise((resolve) => setTimeout(resolve, 250));
    const response = await browser.get(
      `${API}/meeting-recording/${id}/summary`,
    );
    return { status: response.statusCode, body: response.json() };
  };

  it('makes the transcript and summary of an uploaded recording offline, downloads them, makes them again, and deletes them with it', async () => {
    const owner = await creator(t);
    const recording = await uploaded(owner.browser);
    let summary: RecordingSummary | undefined;
    await eventually(async () => {
      summary = (await summaryOf(owner.browser, recording.id)).body;
      return summary?.state === 'ready' || summary?.state === 'failed';
    }, 90_000);
    expect(summary).toMatchObject({ state: 'ready', engine: 'offline' });
    const transcript = summary?.transcript ?? [];
    expect(transcript.length).toBeGreaterThan(0);
    // Offline speech recognition of real speech: words the reading has.
    const words = transcript
      .map((line) => line.text)
      .join(' ')
      .toLowerCase();
    expect(words.split(/\s+/).length).toBeGreaterThan(5);
    expect(summary?.summary?.overview.length).toBeGreaterThan(0);
    // One chapter at least, from the start, named; highlights said in the transcript's lines.
    const chapters = summary?.summary?.chapters ?? [];
    expect(chapters[0]).toMatchObject({ startMs: 0 });
    expect(chapters[0].title.length).toBeGreaterThan(0);
    expect(summary?.summary?.highlights.length).toBeGreaterThan(0);
    // The mail goes out once the summary is saved.
    await eventually(async () =>
      (await outbox(t)).some((mail) =>
        /summary of "reading"/.test(mail.subject),
      ),
    );

    const markdown = await owner.browser.get(
      `${API}/meeting-recording/${recording.id}/summary.md`,
    );
    expect(markdown.statusCode).toBe(200);
    expect(markdown.headers['content-disposition']).toMatch(/attachment/);
    expect(markdown.body).toMatch(/^# reading/);
    expect(markdown.body).toContain('## transcript');
    expect(markdown.body).toContain(`## chapters\n\n- **00:00** `);
    expect(markdown.body).toContain('## highlights');
    const captions = await owner.browser.get(
      `${API}/meeting-recording/${recording.id}/captions.vtt`,
    );
    expect(captions.headers['content-type']).toMatch(/^text\/vtt/);
    // The chapters noted where they start, the cues after.
    expect(captions.body).toMatch(
      /^WEBVTT\n\nNOTE chapter 00:00 [^\n]+\n\n1\n00:00:\d\d\.\d{3} --> /,
    );

    const again = await owner.browser.post(
      `${API}/meeting-recording/${recording.id}/summary`,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ state: 'queued' });

    const deleted = await owner.browser.delete(
      `${API}/meeting-recording/${recording.id}`,
    );
    expect(deleted.statusCode).toBe(204);
    const rows = await t.database.db
      .select()
      .from(recordingSummaries)
      .where(eq(recordingSummaries.recordingId, recording.id));
    expect(rows).toEqual([]);
    expect((await summaryOf(owner.browser, recording.id)).status).toBe(404);
  });

  it('reads a summary made before chapters existed with none, in the answer and the files', async () => {
    const owner = await creator(t);
    const id = await summarisedRecording(t, owner.id);

    const { body } = await summaryOf(owner.browser, id);
    expect(body?.summary).toMatchObject({ chapters: [], highlights: [] });
    const markdown = await owner.browser.get(
      `${API}/meeting-recording/${id}/summary.md`,
    );
    expect(markdown.body).toContain('## chapters\n\n- none');
    const captions = await owner.browser.get(
      `${API}/meeting-recording/${id}/captions.vtt`,
    );
    expect(captions.body).toMatch(/^WEBVTT\n\n1\n/);
  });

  it('refuses house with the upgrade text, another user, bad ids and the signed out', async () => {
    const owner = await creator(t);
    const recording = await uploaded(owner.browser);
    const other = await creator(t);
    for (const path of ['summary', 'summary.md', 'captions.vtt']) {
      const url = `${API}/meeting-recording/${recording.id}/${path}`;
      expect((await other.browser.get(url)).statusCode).toBe(404);
      expect((await new Browser(t.app).get(url)).statusCode).toBe(401);
    }
    expect(
      (
        await other.browser.post(
          `${API}/meeting-recording/${recording.id}/summary`,
        )
      ).statusCode,
    ).toBe(404);
    const bad = await owner.browser.get(
      `${API}/meeting-recording/${'x'.repeat(300)}/summary`,
    );
    expect(bad.statusCode).toBe(400);

    // A house account's recording (stored before it went down to house): the feature and the
    // upgrade are said.
    const houseOwner = await creator(t, { tier: 'house' });
    const kept = await storedRecording(t, houseOwner.id);
    const house = await summaryOf(houseOwner.browser, kept.id);
    expect(house).toEqual({
      status: 403,
      body: {
        error: 'AI_SUMMARY_NOT_IN_PLAN',
        message: API_ERRORS.AI_SUMMARY_NOT_IN_PLAN.message,
      },
    });
  });

  it('makes them through the configured OpenAI-compatible endpoint instead, with its key and models', async () => {
    const ai = await startFakeOpenAi();
    const withAi = await createTestApp({
      driver,
      env: {
        AI_BASE_URL: ai.url,
        AI_API_KEY: 'sk-test-key',
        AI_TRANSCRIBE_MODEL: 'whisper-test',
        AI_SUMMARY_MODEL: 'summary-test',
      },
    });
    const made = {
      overview: 'a reading from sense and sensibility.',
      keyPoints: ['the family settles at norland'],
      decisions: [],
      actionItems: [{ text: 'read the next chapter', owner: null, due: null }],
    };
    ai.summary = {
      ...made,
      chapters: [
        { start: '00:00', title: 'norland', line: 'the family at norland.' },
      ],
      highlights: [
        { start: '00:01', speaker: null, text: 'the family of dashwood' },
      ],
    };
    try {
      const owner = await creator(withAi);
      const response = await upload(owner.browser, {
        name: 'reading',
        file: { data: video },
      });
      const recording = response.json() as Recording;
      let summary: RecordingSummary | undefined;
      await eventually(async () => {
        await new Promise((resolve) => setTimeout(resolve, 250));
        summary = (
          await owner.browser.get(
            `${API}/meeting-recording/${recording.id}/summary`,
          )
        ).json();
        return summary?.state === 'ready' || summary?.state === 'failed';
      }, 60_000);
      expect(summary).toMatchObject({ state: 'ready', engine: 'openai' });
      expect(summary?.transcript.length).toBeGreaterThan(0);
      // The model's times on the recording's timeline.
      expect(summary?.summary).toEqual({
        ...made,
        chapters: [
          { startMs: 0, title: 'norland', line: 'the family at norland.' },
        ],
        highlights: [
          { startMs: 1000, speaker: null, text: 'the family of dashwood' },
        ],
      });
      const paths = ai.requests.map((request) => request.path);
      expect(paths).toContain(TRANSCRIPTIONS);
      expect(paths).toContain(CHAT_COMPLETIONS);
      for (const request of ai.requests)
        expect(request.authorization).toBe('Bearer sk-test-key');
      expect(ai.requests.find((r) => r.path === TRANSCRIPTIONS)?.model).toBe(
        'whisper-test',
      );
      expect(ai.requests.find((r) => r.path === CHAT_COMPLETIONS)?.model).toBe(
        'summary-test',
      );
    } finally {
      await withAi.close();
      await ai.close();
    }
  });
});
