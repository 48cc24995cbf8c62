// Shared by the template tests (and the route matrices in fuzz.test.ts): hosts on each tier,
// media by their first bytes, the multipart forms the editor sends, and stored templates.
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { PlanTier } from '@ruume/contracts';
import { newFileKey } from '../../../src/adapters/storage/file-keys';
import { meetings, templates } from '../../../src/db/schema';
import { seedStockTemplates } from '../../../src/seed/stock-templates';
import { createUser, signIn } from '../../support/accounts';
import type { Browser } from '../../support/browser';
import { API_ROOT } from '../../support/paths';
import type { TestApp } from '../../support/test-app';
import { JPEG, multipart, PNG } from '../../support/uploads';
import { mp4Header } from '../recording/recording-support';

export { JPEG, PNG, mp4Header };
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(40, 1),
]);
export const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40, 0)]);
/** An EBML header whose doctype is webm. */
export const WEBM = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84]),
  Buffer.from('webm'),
  Buffer.alloc(100, 0),
]);
export const MKV = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x88, 0x42, 0x82, 0x88]),
  Buffer.from('matroska'),
  Buffer.alloc(100, 0),
]);
/** A QuickTime movie's ftyp box: a video, but not one every browser plays. */
export const MOV = (() => {
  const ftyp = Buffer.alloc(20);
  ftyp.writeUInt32BE(20, 0);
  ftyp.write('ftypqt  ', 4, 'latin1');
  ftyp.write('qt  ', 16, 'latin1');
  return Buffer.concat([ftyp, Buffer.alloc(100, 0)]);
})();
export const PDF = Buffer.from(`%PDF-1.4\n${'x'.repeat(200)}`);

/** The stock templates' media as shipped. */
export const TEMPLATE_MEDIA_FOLDER = join(API_ROOT, 'assets/templates');

/** Seeds the stock templates into the test app, as server start does. */
export const seedStock = (t: TestApp) =>
  seedStockTemplates({
    db: t.database.db,
    storage: t.app.services.storage,
    mediaFolder: TEMPLATE_MEDIA_FOLDER,
    log: t.app.log,
  });

export const VIDEO_ID = 'dQw4w9WgXcQ';
export const WATCH_LINK = `https://www.youtube.com/watch?v=${VIDEO_ID}`;

/** A host on a tier, signed in; onboarded for entry fees unless told otherwise. */
export async function host(
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

export interface TemplateForm {
  /** Text fields; objects are sent as JSON text, as the editor does. */
  fields?: Record<string, unknown>;
  file?: { data: Buffer; filename?: string; type?: string; field?: string };
  /** Append the text fields after the file (the editor sends them first). */
  fieldsAfterFile?: boolean;
}

export const imageFields = (extra: Record<string, unknown> = {}) => ({
  templateType: 'meeting',
  name: 'team standup',
  mediaType: 'image',
  ...extra,
});

/** POST /template (no id) or PUT /template/{id}, as the editor sends it: fields, then file. */
export async function saveTemplate(
  browser: Browser,
  form: TemplateForm,
  id?: string,
) {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(form.fields ?? imageFields())) {
    if (value === undefined) continue;
    fields[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  const body = await multipart(
    fields,
    form.file
      ? [
          {
            name: form.file.field ?? 'file',
            data: form.file.data,
            filename: form.file.filename ?? 'background.png',
            type: form.file.type ?? 'image/png',
          },
        ]
      : [],
    { filesFirst: form.fieldsAfterFile },
  );
  return id === undefined
    ? browser.post('/api/v1/template', body.payload, { headers: body.headers })
    : browser.put(`/api/v1/template/${id}`, body.payload, {
        headers: body.headers,
      });
}

/** Keys under templates/ that hold a file on local disk now. */
export async function storedTemplateKeys(t: TestApp): Promise<string[]> {
  const root = join(t.config.dataDir, 'files');
  const walk = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(
      entries.map((entry) =>
        entry.isDirectory()
          ? walk(join(dir, entry.name))
          : [relative(root, join(dir, entry.name))],
      ),
    );
    return nested.flat();
  };
  return (await walk(join(root, 'templates'))).sort();
}

/** A template straight in storage and the database (for route matrices): its id. */
export async function storedTemplate(
  t: TestApp,
  ownerId: string,
): Promise<{ id: string; fileKey: string }> {
  const fileKey = newFileKey('templates', 'png');
  await t.app.services.storage.put(fileKey, PNG, 'image/png');
  const [row] = await t.database.db
    .insert(templates)
    .values({
      userId: ownerId,
      templateType: 'meeting',
      name: 'stored',
      mediaType: 'image',
      fileKey,
    })
    .returning();
  return { id: row.id, fileKey };
}

/** A meeting of the owner straight in the database: its id and room id. */
export async function storedMeeting(
  t: TestApp,
  ownerId: string,
  templateId: string | null = null,
  id?: string,
): Promise<{ id: string; roomId: string }> {
  const [row] = await t.database.db
    .insert(meetings)
    .values({
      ...(id && { id }),
      ownerId,
      templateId,
      roomId: `room-${randomBytes(5).toString('hex')}`,
      name: 'stored meeting',
    })
    .returning();
  return { id: row.id, roomId: row.roomId };
}
