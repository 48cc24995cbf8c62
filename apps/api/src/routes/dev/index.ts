import escapeHtml from 'escape-html';
import { PRODUCT_NAME } from '@ruume/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Outbox, OutboxMail } from '../../adapters/mail/outbox-mailer';

function renderOutbox(mails: OutboxMail[], dir: string): string {
  const items = mails
    .map(
      (mail) => `<li>
  <p><strong>${escapeHtml(mail.subject)}</strong><br>
  to ${escapeHtml(mail.to)} · <time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(mail.createdAt)}</time></p>
  <ul>${mail.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>
  <details><summary>text</summary><pre>${escapeHtml(mail.text)}</pre></details>
</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${PRODUCT_NAME} outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem}li{margin-bottom:1rem}pre{white-space:pre-wrap}</style>
</head><body>
<h1>${PRODUCT_NAME} outbox</h1>
<p>Mail is not sent in development: it is kept in ${escapeHtml(dir)}. Newest first.</p>
${mails.length ? `<ol>${items}</ol>` : '<p>No mail yet.</p>'}
</body></html>`;
}

/**
 * Development only (not registered when NODE_ENV=production or SMTP is set): the mails the
 * outbox kept, as a page with their links and as JSON.
 */
export const devRoutes: FastifyPluginAsync<{ outbox: Outbox }> = async (
  app,
  { outbox },
) => {
  app.get(
    '/dev/outbox',
    { config: { auth: 'public' } },
    async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderOutbox(await outbox.list(), outbox.dir)),
  );
  app.get(
    '/dev/outbox.json',
    { config: { auth: 'public' } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { mails: await outbox.list() };
    },
  );
};
