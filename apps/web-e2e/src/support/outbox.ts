// The development outbox (apps/api README "Mail"): without SMTP_URL the server writes each mail as JSON under
// DATA_DIR/outbox — in production mode too, where GET /api/v1/dev/outbox is off. Read straight from the disk.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface OutboxMail {
  id: string;
  createdAt: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** Every mail in the outbox of `dataDir`, oldest first. */
export function outboxMails(dataDir: string): OutboxMail[] {
  const dir = join(dataDir, 'outbox');
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map(
      (name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as OutboxMail,
    );
}

/** Waits (bounded) for an outbox mail that `matches`; the registration mail is sent in the background. */
export async function waitForOutboxMail(
  dataDir: string,
  matches: (mail: OutboxMail) => boolean,
  description: string,
  timeoutMs = 30_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = outboxMails(dataDir).find(matches);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = outboxMails(dataDir).map(
        (mail) => `to ${mail.to} "${mail.subject}"`,
      );
      throw new Error(
        `no outbox mail ${description} within ${timeoutMs / 1000} s (outbox: ${seen.join('; ') || 'empty'})`,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Every receipt mailed to `payer`, once the first has arrived (the payment's webhook mails it). */
export async function receiptsTo(
  dataDir: string,
  payer: string,
): Promise<OutboxMail[]> {
  await waitForOutboxMail(dataDir, (mail) => mail.to === payer, `to ${payer}`);
  return outboxMails(dataDir).filter(
    (mail) => mail.to === payer && /receipt/.test(mail.subject),
  );
}
