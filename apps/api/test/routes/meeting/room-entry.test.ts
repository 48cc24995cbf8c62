// The public room entry, GET meeting/{roomId}, on PGlite and PostgreSQL: what a guest holding
// the link sees (name, host, background, links cut to the tier, password asked, fees, limits,
// schedule) and nothing private (no email, no password hash, no other meetings).
import { eq } from 'drizzle-orm';
import { roomEntrySchema } from '@ruume/contracts';
import { newFileKey } from '../../../src/adapters/storage/file-keys';
import { templates, users } from '../../../src/db/schema';
import { Browser } from '../../support/browser';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';
import {
  API,
  createMeeting,
  host,
  schedule,
  templateRow,
} from './meeting-support';

const LINKS = [
  { title: 'agenda', url: 'https://example.com/agenda' },
  { title: 'slides', url: 'https://example.com/slides' },
  { title: 'notes', url: 'https://example.com/notes' },
];

describe.each(FEATURE_DRIVERS)('room entry (%s)', (driver) => {
  let t: TestApp;
  const reported: unknown[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      driver,
      reportError: (error) => reported.push(error),
    });
  });
  afterEach(() => expect(reported).toEqual([]));
  afterAll(() => t.close());

  const guest = () => new Browser(t.app);

  it('shows a guest the room, its host and background, and nothing private', async () => {
    const h = await host(t, {
      tier: 'student',
      firstName: 'Jane',
      lastName: 'Doe',
    });
    // Keys as the uploads make them (adapters/storage/file-keys.ts): they name no account.
    const avatarKey = newFileKey('avatars', 'png');
    const backgroundKey = newFileKey('templates', 'mp4');
    await t.database.db
      .update(users)
      .set({
        profilePicKey: avatarKey,
        avatarBackgroundColor: '#123456',
      })
      .where(eq(users.id, h.id));
    const hash = '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2g';
    const template = await templateRow(t, h.id, {
      name: 'office hours',
      mediaType: 'video',
      fileKey: backgroundKey,
      embeddedLinks: [
        ...LINKS,
        { title: 'four', url: 'https://example.com/4' },
      ],
      meetingPasswordHash: hash,
      participantFeeCents: 1250,
      monetizationCurrency: 'usd',
    });
    const when = schedule(24, 1, 'Europe/Berlin');
    const meeting = await createMeeting(h.browser, {
      templateId: template.id,
      ...when,
      customRoomId: `jane-${h.id.slice(0, 6)}`,
    });
    // Another meeting of the host's, which the entry must not mention.
    const other = await createMeeting(h.browser, { templateId: template.id });

    const response = await guest().get(`${API}/meeting/${meeting.roomId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const entry = roomEntrySchema.parse(response.json());
    expect(entry).toEqual({
      roomId: meeting.roomId,
      name: 'office hours',
      host: {
        displayName: 'jane doe',
        avatarUrl: t.app.services.storage.url(avatarKey),
        avatarBackgroundColor: '#123456',
        avatarTextColor: null,
      },
      background: {
        mediaType: 'video',
        fileUrl: t.app.services.storage.url(backgroundKey),
        youtubeVideoId: null,
      },
      // Student: three links.
      embeddedLinks: LINKS,
      passwordRequired: true,
      payments: [{ type: 'participant', amount: 12.5, currency: 'usd' }],
      limits: { participants: 8, audience: 25 },
      scheduledStartTime: when.scheduledStartTime,
      scheduledEndTime: when.scheduledEndTime,
      timezone: 'Europe/Berlin',
    });
    // Exactly these keys, and no trace of the private ones.
    expect(Object.keys(response.json()).sort()).toEqual(
      [
        'background',
        'embeddedLinks',
        'host',
        'limits',
        'name',
        'passwordRequired',
        'payments',
        'roomId',
        'scheduledEndTime',
        'scheduledStartTime',
        'timezone',
      ].sort(),
    );
    expect(Object.keys(response.json().host).sort()).toEqual([
      'avatarBackgroundColor',
      'avatarTextColor',
      'avatarUrl',
      'displayName',
    ]);
    for (const secret of [
      h.email,
      h.id,
      hash,
      'argon2',
      other.roomId,
      other.id,
      meeting.id,
      template.id,
    ]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('names a first-name-only host so, shows a YouTube background, and cuts links to a house tier', async () => {
    const h = await host(t, {
      tier: 'house',
      firstName: 'Sam',
      lastName: 'Smith',
    });
    await t.database.db
      .update(users)
      .set({ displayFirstNameOnly: true })
      .where(eq(users.id, h.id));
    const template = await templateRow(t, h.id, {
      mediaType: 'video',
      fileKey: null,
      youtubeVideoId: 'dQw4w9WgXcQ',
      embeddedLinks: LINKS,
    });
    const meeting = await createMeeting(h.browser, { templateId: template.id });
    const entry = (
      await guest().get(`${API}/meeting/${meeting.roomId}`)
    ).json();
    expect(entry).toMatchObject({
      host: { displayName: 'sam', avatarUrl: null },
      background: {
        mediaType: 'video',
        fileUrl: null,
        youtubeVideoId: 'dQw4w9WgXcQ',
      },
      embeddedLinks: [],
      passwordRequired: false,
      payments: [],
      limits: { participants: 4, audience: 0 },
      scheduledStartTime: null,
      timezone: null,
    });
  });

  it('keeps the room when its template is deleted, without a background', async () => {
    const h = await host(t);
    const template = await templateRow(t, h.id);
    const meeting = await createMeeting(h.browser, { templateId: template.id });
    await t.database.db.delete(templates).where(eq(templates.id, template.id));
    const entry = (
      await guest().get(`${API}/meeting/${meeting.roomId}`)
    ).json();
    expect(entry).toMatchObject({ background: null, embeddedLinks: [] });
    const [own] = (await h.browser.get(`${API}/meeting/list`)).json();
    expect(own).toMatchObject({ id: meeting.id, templateId: null });
  });

  it('finds a room typed in capitals; unknown rooms and a blocked host’s answer 404 ROOM_NOT_FOUND', async () => {
    const h = await host(t);
    const meeting = await createMeeting(h.browser, {
      templateId: (await templateRow(t, h.id)).id,
    });
    expect(
      (await guest().get(`${API}/meeting/${meeting.roomId.toUpperCase()}`))
        .statusCode,
    ).toBe(200);
    const unknown = await guest().get(`${API}/meeting/zzz-zzzz-zzz`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: 'ROOM_NOT_FOUND',
      message: 'this room does not exist. check the link with the host.',
    });
    await t.database.db
      .update(users)
      .set({ status: 'blocked' })
      .where(eq(users.id, h.id));
    expect(
      (await guest().get(`${API}/meeting/${meeting.roomId}`)).statusCode,
    ).toBe(404);
    // Malformed ids are refused by the schema.
    const malformed = await guest().get(`${API}/meeting/a%20b`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('VALIDATION_ERROR');
  });
});
