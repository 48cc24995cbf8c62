// Shared by the recording tests (and the route matrices in fuzz.test.ts): creators, videos,
// upload forms, and what is left in storage, on local disk or s3rver alike.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import type { PlanTier } from '@ruume/contracts';
import { newFileKey } from '../../../src/adapters/storage/file-keys';
import {
  roomCaptures,
  recordings,
  recordingSummaries,
} from '../../../src/db/schema';
import { createUser, signIn } from '../../support/accounts';
import type { Browser } from '../../support/browser';
import type { S3Server } from '../../support/s3-server';
import type { TestApp } from '../../support/test-app';
import { multipart } from '../../support/uploads';

/**
 * A real 2-second 320×240 MP4 as ffmpeg writes it by default: its movie header (moov) after
 * the media data, so fast start has something to do. Needs ffmpeg.
 */
export async function makeMp4(dir: string, seconds = 2): Promise<Buffer> {
  const out = join(dir, `test-${seconds}s.mp4`);
  await promisify(execFile)('ffmpeg', [
    '-nostdin',
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=320x240:rate=10`,
    '-t',
    String(seconds),
    '-pix_fmt',
    'yuv420p',
    out,
  ]);
  return readFile(out);
}

/**
 * The start of an MP4 (an ftyp box) followed by filler: what the content check accepts as a
 * video, without ffmpeg. Tools cannot read it, so it is stored as sent.
 */
export const mp4Header = (fillerBytes = 1000): Buffer => {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isommp41', 16, 'latin1');
  const free = Buffer.alloc(8 + fillerBytes, 7);
  free.writeUInt32BE(8 + fillerBytes, 0);
  free.write('free', 4, 'latin1');
  return Buffer.concat([ftyp, free]);
};

/** A creator on a tier with storage, signed in; onboarded for sales unless told otherwise. */
export async function creator(
  t: TestApp,
  options: { tier?: PlanTier; onboarded?: boolean } = {},
): Promise<{ id: string; browser: Browser }> {
  const { tier = 'professional', onboarded = true } = options;
  const user = await createUser(t, {
    planTier: tier,
    stripeInfo: onboarded
      ? {
          accountId: `acct_${randomBytes(6).toString('hex')}`,
          isAccountOnboarded: true,
        }
      : null,
  });
  return { id: user.id, browser: await signIn(t, user.email) };
}

export interface UploadInput {
  name?: string;
  monetizationSetting?: unknown;
  file?: { data: Buffer; filename?: string; type?: string } | null;
  fileField?: string;
  /** Other text fields, sent as they are. */
  extraFields?: Record<string, string>;
  /** Append the text fields after the file (the web client sends them first). */
  fieldsAfterFile?: boolean;
}

/** POST meeting-recording as the web client sends it: name, setting, then the file (by default). */
export async function upload(browser: Browser, input: UploadInput = {}) {
  const fields: Record<string, string> = {};
  if (input.name !== undefined) fields.name = input.name;
  if (input.monetizationSetting !== undefined) {
    fields.monetizationSetting = JSON.stringify(input.monetizationSetting);
  }
  Object.assign(fields, input.extraFields);
  const file = input.file === undefined ? { data: mp4Header() } : input.file;
  const form = await multipart(
    fields,
    file
      ? [
          {
            name: input.fileField ?? 'file',
            data: file.data,
            filename: file.filename ?? 'call.mp4',
            type: file.type ?? 'video/mp4',
          },
        ]
      : [],
    { filesFirst: input.fieldsAfterFile },
  );
  return browser.post('/api/v1/meeting-recording', form.payload, {
    headers: form.headers,
  });
}

/** Keys under recordings/ that hold a file now (local disk: walked; S3: every key ever put, checked). */
export async function storedRecordingKeys(
  t: TestApp,
  s3?: S3Server,
): Promise<string[]> {
  if (!s3) {
    const root = join(t.config.dataDir, 'files');
    const walk = async (dir: string): Promise<string[]> => {
      const entries = await readdir(dir, { withFileTypes: true }).catch(
        () => [],
      );
      const nested = await Promise.all(
        entries.map((entry) =>
          entry.isDirectory()
            ? walk(join(dir, entry.name))
            : [relative(root, join(dir, entry.name))],
        ),
      );
      return nested.flat();
    };
    return (await walk(join(root, 'recordings'))).sort();
  }
  const prefix = `/${s3.bucket}/recordings/`;
  const keys = new Set(
    s3.requests
      .filter((r) => r.method === 'PUT' || r.method === 'POST')
      .map((r) => decodeURIComponent(r.url.split('?')[0]))
      .filter((path) => path.startsWith(prefix))
      .map((path) => path.slice(s3.bucket.length + 2)),
  );
  const present = [];
  for (const key of keys) {
    const file = await t.app.services.storage.get(key);
    if (file) {
      file.body.destroy();
      present.push(key);
    }
  }
  return present.sort();
}

/** Files of unfinished uploads left under DATA_DIR/tmp. */
export async function leftoverWork(t: TestApp): Promise<string[]> {
  return readdir(join(t.config.dataDir, 'tmp', 'recordings')).catch(() => []);
}

/** A recording straight in storage and the database (for route matrices): its id. */
export async function storedRecording(
  t: TestApp,
  ownerId: string,
): Promise<{ id: string; shareId: string; fileKey: string }> {
  const fileKey = newFileKey('recordings', 'mp4');
  const data = mp4Header();
  await t.app.services.storage.put(fileKey, data, 'video/mp4');
  const [row] = await t.database.db
    .insert(recordings)
    .values({
      userId: ownerId,
      shareId: randomBytes(16).toString('base64url'),
      name: 'stored',
      fileKey,
      contentType: 'video/mp4',
      sizeBytes: data.length,
    })
    .returning();
  return row;
}

/** A meeting recording of `ownerId`'s whose composition failed (what the processing list shows). */
export async function failedCapture(t: TestApp, ownerId: string) {
  const [row] = await t.database.db
    .insert(roomCaptures)
    .values({
      userId: ownerId,
      name: 'weekly sync – 2026-11-27',
      meetingName: 'weekly sync',
      startedBy: 'host',
      state: 'failed',
      error: 'the recording could not be composed',
    })
    .returning();
  return row;
}

/** A recording of `ownerId`'s with its transcript and summary made, the owner on professional. */
export async function summarisedRecording(
  t: TestApp,
  ownerId: string,
): Promise<string> {
  await t.app.services.users.update(ownerId, { planTier: 'professional' });
  const recording = await storedRecording(t, ownerId);
  await t.database.db.insert(recordingSummaries).values({
    recordingId: recording.id,
    userId: ownerId,
    state: 'ready',
    transcript: [{ startMs: 0, endMs: 1000, speaker: null, text: 'hello' }],
    summary: {
      overview: 'hello',
      keyPoints: [],
      decisions: [],
      actionItems: [],
    },
    engine: 'offline',
  });
  return recording.id;
}
