// Shared by the meeting tests (and the route matrices in fuzz.test.ts): hosts, templates straight
// in the database, schedules relative to now, meetings, and the invitation mails' .ics.
import { randomBytes } from 'node:crypto';
import type { Meeting, PlanTier } from '@ruume/contracts';
import type { OutboxMail } from '../../../src/adapters/mail/outbox-mailer';
import { newFileKey } from '../../../src/adapters/storage/file-keys';
import { meetings, templates } from '../../../src/db/schema';
import { createUser, signIn } from '../../support/accounts';
import type { Browser } from '../../support/browser';
import type { TestApp } from '../../support/test-app';

export const API = '/api/v1';

/** A signed-in host on a tier (professional by default: 50 meetings a day). */
export async function host(
  t: TestApp,
  options: { tier?: PlanTier; firstName?: string; lastName?: string } = {},
): Promise<{ id: string; email: string; browser: Browser }> {
  const user = await createUser(t, {
    planTier: options.tier ?? 'professional',
    firstName: options.firstName ?? 'Jane',
    lastName: options.lastName ?? 'Doe',
  });
  return {
    id: user.id,
    email: user.email,
    browser: await signIn(t, user.email),
  };
}

type TemplateValues = Partial<typeof templates.$inferInsert>;

/** A template row (the template module's own calls are not needed here): an owner's, or stock with null. */
export async function templateRow(
  t: TestApp,
  ownerId: string | null,
  values: TemplateValues = {},
): Promise<typeof templates.$inferSelect> {
  const [row] = await t.database.db
    .insert(templates)
    .values({
      userId: ownerId,
      stockKey:
        ownerId === null ? `test-${randomBytes(6).toString('hex')}` : null,
      templateType: 'meeting',
      name: 'team standup',
      mediaType: 'image',
      fileKey: newFileKey('templates', 'png'),
      ...values,
    })
    .returning();
  return row;
}

const HOUR = 60 * 60 * 1000;

/** A schedule `hoursAhead` from now lasting `hours`, as ISO strings. */
export const schedule = (
  hoursAhead = 24,
  hours = 1,
  timezone = 'America/Toronto',
) => {
  const start = new Date(
    Math.ceil(Date.now() / HOUR) * HOUR + hoursAhead * HOUR,
  );
  return {
    scheduledStartTime: start.toISOString(),
    scheduledEndTime: new Date(start.getTime() + hours * HOUR).toISOString(),
    timezone,
  };
};

/** POST meeting/room, expecting 201: the meeting. */
export async function createMeeting(
  browser: Browser,
  body: Record<string, unknown>,
): Promise<Meeting> {
  const response = await browser.post(`${API}/meeting/room`, body);
  if (response.statusCode !== 201) {
    throw new Error(`create answered ${response.statusCode} ${response.body}`);
  }
  return response.json();
}

/** A meeting straight in the database (for route matrices): its id. */
export async function storedMeeting(
  t: TestApp,
  ownerId: string,
  options: { scheduled?: boolean } = {},
): Promise<string> {
  const start = new Date(Date.now() + 48 * HOUR);
  const [row] = await t.database.db
    .insert(meetings)
    .values({
      ownerId,
      roomId: `room-${randomBytes(5).toString('hex')}`,
      name: 'stored',
      ...(options.scheduled === false
        ? {}
        : {
            scheduledStart: start,
            scheduledEnd: new Date(start.getTime() + HOUR),
            timezone: 'Europe/Berlin',
          }),
    })
    .returning();
  return row.id;
}

/** The .ics attached to a mail. */
export function icsOf(mail: OutboxMail): { contentType: string; text: string } {
  const attachment = mail.attachments?.find((a) =>
    a.contentType.startsWith('text/calendar'),
  );
  if (!attachment) throw new Error(`no .ics in the mail "${mail.subject}"`);
  return { contentType: attachment.contentType, text: attachment.content };
}
