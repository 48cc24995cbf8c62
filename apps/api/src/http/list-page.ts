import { NEXT_CURSOR_HEADER } from '@ruume/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The headers of one page of a keyset-paginated list (contracts' `common/list-page.ts`): never
 * cached, and while more follow the next page's cursor in X-Next-Cursor and a Link rel="next"
 * (the same `limit` kept).
 */
export function sendListPageHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  nextCursor: string | null,
  limit?: number,
): void {
  reply.header('cache-control', 'no-store');
  if (!nextCursor) return;
  const next = new URL(request.url, 'http://api.invalid');
  next.searchParams.set('cursor', nextCursor);
  if (limit) next.searchParams.set('limit', String(limit));
  reply.header(NEXT_CURSOR_HEADER, nextCursor);
  reply.header('link', `<${next.pathname}${next.search}>; rel="next"`);
}
