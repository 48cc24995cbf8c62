// A real SMTP server on 127.0.0.1 standing in for the mail provider: the ruume server under test delivers to it
// over SMTP (SMTP_URL), and the specs read what arrived, parsed by mailparser, as a mail client would.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The SMTP envelope's recipients (RCPT TO), which is where the mail really went. */
  envelopeTo: string[];
  /** MAIL FROM of the envelope. */
  envelopeFrom: string | null;
  mail: ParsedMail;
}

export interface SmtpReceiver {
  port: number;
  /** smtp://127.0.0.1:<port> — for the server's SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Waits (bounded) for a mail that `matches`, received before or after the call. */
  waitForMail(
    matches: (mail: ReceivedMail) => boolean,
    description: string,
    timeoutMs?: number,
  ): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    // Plain SMTP on loopback, no login: what a local relay offers.
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            envelopeTo: session.envelope.rcptTo.map(
              (recipient) => recipient.address,
            ),
            envelopeFrom: session.envelope.mailFrom
              ? session.envelope.mailFrom.address
              : null,
            mail,
          });
          for (const wake of waiters) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolveListen) =>
    server.listen(0, '127.0.0.1', () => resolveListen()),
  );
  const { port } = server.server.address() as AddressInfo;

  const summary = () =>
    received.length === 0
      ? 'no mail arrived at all'
      : `arrived: ${received.map((r) => `to ${r.envelopeTo.join(',')} "${r.mail.subject ?? ''}"`).join('; ')}`;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForMail(matches, description, timeoutMs = 30_000) {
      return new Promise<ReceivedMail>((resolveMail, reject) => {
        const check = () => {
          const found = received.find(matches);
          if (!found) return false;
          cleanup();
          resolveMail(found);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(
              `no mail ${description} within ${timeoutMs / 1000} s (${summary()})`,
            ),
          );
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        const wake = () => void check();
        waiters.add(wake);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolveClose) => server.close(() => resolveClose())),
  };
}

/** The first link in the mail's text that starts with `prefix`, or undefined. */
export function linkIn(mail: ParsedMail, prefix: string): string | undefined {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped}[^\\s"'<>]*`).exec(mail.text ?? '')?.[0];
}
