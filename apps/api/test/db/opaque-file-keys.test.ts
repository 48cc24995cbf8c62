// Files stored before keys became opaque (`<folder>/<user id>/<random>.<ext>`) move to opaque
// keys at start (on PGlite and PostgreSQL, local disk): each row points at its new key, the bytes
// serve there, the old file is gone, a recording keeps its poster's pairing, stock media and new
// keys stay, a missing file still loses its owner's id, and a second run finds nothing to do.
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { recordings, templates, users } from '../../src/db/schema';
import { moveOwnerNamedFiles } from '../../src/seed/opaque-file-keys';
import { createUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { DRIVERS } from '../support/test-database';
import { PNG } from '../support/uploads';
import { templateRow } from '../routes/meeting/meeting-support';
import { insertRecording } from '../routes/share/share-support';

describe.each(DRIVERS)('moving owner-named files (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  const bytesAt = async (key: string | null) => {
    const file = await t.app.services.storage.get(key ?? '');
    return file ? buffer(file.body) : null;
  };
  const move = () =>
    moveOwnerNamedFiles({
      db: t.database.db,
      storage: t.app.services.storage,
      log: t.app.log,
    });

  it('moves every owner-named file to an opaque key, once', async () => {
    const { storage } = t.app.services;
    const owner = await createUser(t);
    const legacy = (name: string) => name.replace('{id}', owner.id);
    const avatar = legacy('avatars/{id}/a1b2c3.png');
    const template = legacy('templates/{id}/d4e5f6.png');
    const video = legacy('recordings/{id}/g7h8i9.mp4');
    const poster = legacy('recordings/{id}/g7h8i9-poster.jpg');
    for (const key of [avatar, template, video, poster]) {
      await storage.put(key, PNG, 'image/png');
    }
    // The banner's file is gone already: its key is rewritten all the same.
    await t.database.db
      .update(users)
      .set({
        profilePicKey: avatar,
        profileBannerKey: legacy('banners/{id}/j0k1l2.png'),
      })
      .where(eq(users.id, owner.id));
    const ownTemplate = await templateRow(t, owner.id, { fileKey: template });
    const stock = await templateRow(t, null, {
      fileKey: 'templates/stock/team-abc123.png',
    });
    const recording = await insertRecording(t, owner.id);
    await t.database.db
      .update(recordings)
      .set({ fileKey: video, posterKey: poster })
      .where(eq(recordings.id, recording.id));
    const current = await insertRecording(t, owner.id, { poster: true });

    expect(await move()).toBe(5);

    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, owner.id));
    const [movedTemplate] = await t.database.db
      .select()
      .from(templates)
      .where(eq(templates.id, ownTemplate.id));
    const [movedRecording] = await t.database.db
      .select()
      .from(recordings)
      .where(eq(recordings.id, recording.id));
    const keys = [
      user.profilePicKey,
      user.profileBannerKey,
      movedTemplate.fileKey,
      movedRecording.fileKey,
      movedRecording.posterKey,
    ];
    expect(keys).toEqual([
      expect.stringMatching(/^avatars\/[\w-]{22}\.png$/),
      expect.stringMatching(/^banners\/[\w-]{22}\.png$/),
      expect.stringMatching(/^templates\/[\w-]{22}\.png$/),
      expect.stringMatching(/^recordings\/[\w-]{22}\.mp4$/),
      movedRecording.fileKey.replace(/\.mp4$/, '-poster.jpg'),
    ]);
    for (const key of keys) expect(key).not.toContain(owner.id);
    for (const key of [keys[0], keys[2], keys[3], keys[4]]) {
      expect((await bytesAt(key))?.equals(PNG)).toBe(true);
    }
    for (const key of [avatar, template, video, poster]) {
      expect(await bytesAt(key)).toBeNull();
    }

    // Stock media and keys made the new way stay as they are.
    const [stockRow] = await t.database.db
      .select()
      .from(templates)
      .where(eq(templates.id, stock.id));
    expect(stockRow.fileKey).toBe('templates/stock/team-abc123.png');
    const [currentRow] = await t.database.db
      .select()
      .from(recordings)
      .where(eq(recordings.id, current.id));
    expect(currentRow).toMatchObject({
      fileKey: current.fileKey,
      posterKey: current.posterKey,
    });

    expect(await move()).toBe(0);
  });
});
