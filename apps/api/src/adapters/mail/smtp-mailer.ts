import nodemailer from 'nodemailer';
import type { MailTransport } from './mailer';

/** nodemailer over SMTP_URL (smtp:// upgrades with STARTTLS when offered, smtps:// is TLS). */
export function createSmtpMailer(smtpUrl: string, from: string): MailTransport {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments?.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
        })),
      });
    },
    async close() {
      transport.close();
    },
  };
}
