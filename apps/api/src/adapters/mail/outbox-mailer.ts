import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Mail, MailTransport } from './mailer';

export interface OutboxMail extends Mail {
  id: string;
  /** ISO 8601. */
  createdAt: string;
}

export interface Outbox extends MailTransport {
  readonly dir: string;
  /** Newest first. */
  list(limit?: number): Promise<OutboxMail[]>;
}

let sequence = 0;

/**
 * Development mail: each mail is logged with its links and kept as JSON under
 * DATA_DIR/outbox, listed by GET /api/v1/dev/outbox. Nothing leaves the machine.
 */
export function createOutboxMailer(
  dataDir: string,
  log: FastifyBaseLogger,
): Outbox {
  const dir = join(dataDir, 'outbox');
  return {
    dir,
    async send(mail) {
      const createdAt = new Date();
      // Sortable by name: time, then a counter for mails of the same millisecond.
      const id = `${createdAt.getTime()}-${String(sequence++ % 1e6).padStart(6, '0')}-${randomBytes(3).toString('hex')}`;
      const stored: OutboxMail = {
        id,
        createdAt: createdAt.toISOString(),
        ...mail,
      };
      await mkdir(dir, { recursive: true });
      // Written aside and renamed, so a reader never sees half a mail.
      const file = join(dir, `${id}.json`);
      await writeFile(`${file}.tmp`, JSON.stringify(stored, null, 2));
      await rename(`${file}.tmp`, file);
      log.info(
        { to: mail.to, subject: mail.subject, links: mail.links },
        `mail to ${mail.to} kept in the outbox: ${mail.subject}`,
      );
    },
    async list(limit = 100) {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return [];
      }
      const newest = names
        .filter((name) => name.endsWith('.json'))
        .sort()
        .reverse()
        .slice(0, limit);
      const mails = await Promise.all(
        newest.map(async (name) => {
          try {
            return JSON.parse(
              await readFile(join(dir, name), 'utf8'),
            ) as OutboxMail;
          } catch {
            return undefined;
          }
        }),
      );
      return mails.filter((mail): mail is OutboxMail => mail !== undefined);
    },
    async close() {
      // Nothing held open.
    },
  };
}
