// What protects a room is the room's own (on PGlite and PostgreSQL): a room made from a
// passworded or paid template keeps asking for the password and the fee after the template is
// deleted, follows a change of the template's password while it lives, and another host can
// neither delete the template nor reach the room's password through it.
import { roomEntrySchema } from '@ruume/contracts';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';
import { createMeeting } from '../meeting/meeting-support';
import {
  host,
  imageFields,
  PNG,
  saveTemplate,
} from '../template/template-support';
import { API, guest, join } from './room-support';

describe.each(FEATURE_DRIVERS)('a room’s own protection (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  const errorOf = (response: { statusCode: number; json(): unknown }) => [
    response.statusCode,
    (response.json() as { error?: string }).error,
  ];

  /** A host's template (password, optional fee) and a room made from it. */
  async function protectedRoom(extra: Record<string, unknown> = {}) {
    const h = await host(t);
    const template = await saveTemplate(h.browser, {
      fields: imageFields({
        meetingPassword: { enabled: true, value: 'open sesame' },
        ...extra,
      }),
      file: { data: PNG },
    });
    expect(template.statusCode).toBe(201);
    const templateId = (template.json() as { id: string }).id;
    const meeting = await createMeeting(h.browser, { templateId });
    return { host: h, templateId, roomId: meeting.roomId };
  }

  const entryOf = async (roomId: string) =>
    roomEntrySchema.parse(
      (await guest(t).get(`${API}/meeting/${roomId}`)).json(),
    );

  const joins = async (roomId: string, password?: string) =>
    errorOf(await join(guest(t), roomId, { displayName: 'guest', password }));

  it('keeps asking for the password after its template is deleted', async () => {
    const { host: h, templateId, roomId } = await protectedRoom();
    const deleted = await h.browser.delete(`${API}/template/${templateId}`);
    expect(deleted.statusCode).toBe(204);

    expect((await entryOf(roomId)).passwordRequired).toBe(true);
    expect(await joins(roomId)).toEqual([401, 'ROOM_PASSWORD_REQUIRED']);
    expect(await joins(roomId, 'wrong one')).toEqual([
      403,
      'ROOM_PASSWORD_WRONG',
    ]);
    expect(
      (
        await join(guest(t), roomId, {
          displayName: 'g',
          password: 'open sesame',
        })
      ).statusCode,
    ).toBe(200);
    // The host still walks in without it.
    expect((await join(h.browser, roomId)).statusCode).toBe(200);
  });

  it('keeps its entry fee after its template is deleted', async () => {
    const {
      host: h,
      templateId,
      roomId,
    } = await protectedRoom({
      monetizationDetail: {
        participantFee: '5',
        audienceFee: null,
        currency: 'usd',
      },
    });
    expect(
      (await h.browser.delete(`${API}/template/${templateId}`)).statusCode,
    ).toBe(204);
    expect((await entryOf(roomId)).payments).toEqual([
      { type: 'participant', amount: 5, currency: 'usd' },
    ]);
    expect(
      errorOf(
        await join(guest(t), roomId, {
          displayName: 'g',
          password: 'open sesame',
        }),
      ),
    ).toEqual([402, 'ROOM_PAYMENT_REQUIRED']);
  });

  it('follows the template’s new password, and the template’s removal of it, while the template lives', async () => {
    const { host: h, templateId, roomId } = await protectedRoom();
    const changed = await saveTemplate(
      h.browser,
      {
        fields: imageFields({
          meetingPassword: { enabled: true, value: 'new secret' },
        }),
      },
      templateId,
    );
    expect(changed.statusCode).toBe(200);
    expect(await joins(roomId, 'open sesame')).toEqual([
      403,
      'ROOM_PASSWORD_WRONG',
    ]);
    expect(await joins(roomId, 'new secret')).toEqual([200, undefined]);

    // Deleted after the change: the new password stays.
    expect(
      (await h.browser.delete(`${API}/template/${templateId}`)).statusCode,
    ).toBe(204);
    expect(await joins(roomId)).toEqual([401, 'ROOM_PASSWORD_REQUIRED']);
    expect(await joins(roomId, 'new secret')).toEqual([200, undefined]);

    // A template whose password is turned off opens its rooms.
    const other = await protectedRoom();
    const off = await saveTemplate(
      other.host.browser,
      {
        fields: imageFields({
          meetingPassword: { enabled: false, value: null },
        }),
      },
      other.templateId,
    );
    expect(off.statusCode).toBe(200);
    expect((await entryOf(other.roomId)).passwordRequired).toBe(false);
    expect(await joins(other.roomId)).toEqual([200, undefined]);
  });

  it('cannot be taken away by another host (404, the room still asks) nor by a bad password field (400)', async () => {
    const { host: h, templateId, roomId } = await protectedRoom();
    const stranger = await host(t);
    expect(
      errorOf(await stranger.browser.delete(`${API}/template/${templateId}`)),
    ).toEqual([404, 'TEMPLATE_NOT_FOUND']);
    const strangerOff = await saveTemplate(
      stranger.browser,
      {
        fields: imageFields({
          meetingPassword: { enabled: false, value: null },
        }),
      },
      templateId,
    );
    expect(errorOf(strangerOff)).toEqual([404, 'TEMPLATE_NOT_FOUND']);
    const bad = await saveTemplate(
      h.browser,
      { fields: imageFields({ meetingPassword: 'not json' }) },
      templateId,
    );
    expect(errorOf(bad)).toEqual([400, 'VALIDATION_ERROR']);
    expect(await joins(roomId)).toEqual([401, 'ROOM_PASSWORD_REQUIRED']);
    expect(
      errorOf(await join(guest(t), roomId, { displayName: 'g', password: 42 })),
    ).toEqual([400, 'VALIDATION_ERROR']);
    expect(await joins(roomId, 'open sesame')).toEqual([200, undefined]);
  });
});
