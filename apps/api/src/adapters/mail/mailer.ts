import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { createOutboxMailer, type Outbox } from './outbox-mailer';

/** A file sent with a mail (calendar invitations' .ics). Text only: that is all mails carry. */
export interface MailAttachment {
  filename: string;
  /** With parameters, e.g. 'text/calendar; charset=utf-8; method=REQUEST'. */
  contentType: string;
  content: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links in the mail, for the outbox log and page. */
  links: string[];
  attachments?: MailAttachment[];
}

/** One way of delivering mail (SMTP, the outbox, later a provider's API). */
export interface MailTransport {
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

export interface Mailer {
  /** Delivers now; rejects when delivery fails. */
  send(mail: Mail): Promise<void>;
  /**
   * Delivers without making the caller wait, so an answer takes as long whether or not a mail
   * went out (forgot-password must not reveal which addresses have accounts). Failures are logged.
   */
  sendInBackground(mail: Mail): void;
  /** Resolves when the background deliveries started so far are done. */
  flush(): Promise<void>;
  /** Waits for background deliveries, then closes the transport. */
  close(): Promise<void>;
}

export interface Mailing {
  mailer: Mailer;
  /** Only without SMTP: the mails written under DATA_DIR/outbox. */
  outbox?: Outbox;
}

/**
 * SMTP when SMTP_URL and MAIL_FROM are set, else the development outbox; nodemailer is imported
 * only for SMTP.
 */
export async function createMailing(
  config: Config,
  log: FastifyBaseLogger,
): Promise<Mailing> {
  if (config.smtpUrl && config.mailFrom) {
    const { createSmtpMailer } = await import('./smtp-mailer');
    const transport = createSmtpMailer(config.smtpUrl, config.mailFrom);
    return { mailer: withBackground(transport, log) };
  }
  const outbox = createOutboxMailer(config.dataDir, log);
  return { mailer: withBackground(outbox, log), outbox };
}

function withBackground(
  transport: MailTransport,
  log: FastifyBaseLogger,
): Mailer {
  const pending = new Set<Promise<void>>();
  return {
    send: (mail) => transport.send(mail),
    sendInBackground(mail) {
      const delivery = transport
        .send(mail)
        .catch((err: unknown) =>
          log.error({ err, subject: mail.subject }, 'mail delivery failed'),
        )
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async flush() {
      await Promise.allSettled([...pending]);
    },
    async close() {
      await Promise.allSettled([...pending]);
      await transport.close();
    },
  };
}
