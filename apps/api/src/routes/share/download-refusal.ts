import escapeHtml from 'escape-html';
import { PRODUCT_NAME } from '@ruume/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error';

/**
 * Download links are opened by the browser itself (the download page's link), so a refusal is
 * a page a person can read: its message and a way back, with the same status. Other clients
 * (scripts, the app's calls) get the usual `{ error, message }`.
 */
export const wantsPage = (request: FastifyRequest): boolean =>
  /\btext\/html\b/i.test(request.headers.accept ?? '');

export async function refuseDownload(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  back: { url: string; label: string },
): Promise<FastifyReply> {
  if (!(error instanceof HttpError) || !wantsPage(request)) throw error;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>download unavailable · ${PRODUCT_NAME}</title></head>
<body><main>
<h1>download unavailable</h1>
<p data-error="${escapeHtml(error.code)}">${escapeHtml(error.message)}</p>
<p><a href="${escapeHtml(back.url)}">${escapeHtml(back.label)}</a></p>
</main></body></html>`;
  return reply
    .code(error.statusCode)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
