import { apiError } from './http-error';

/**
 * A route of the web app (SPEC §7's relative *UrlRoute values) as an absolute URL on
 * PUBLIC_URL. The schemas refuse absolute and protocol-relative routes; the origin is checked
 * again here, so no route can send the browser to another host.
 */
export function appUrl(publicUrl: string, route: string): string {
  const url = new URL(route.replace(/^\/+/, ''), `${publicUrl}/`);
  if (url.origin !== new URL(publicUrl).origin) {
    throw apiError('VALIDATION_ERROR', 'route must be a path inside the app');
  }
  return url.toString();
}

/** `url` with these query parameters set (added to, or replacing, the ones it has). */
export function withQuery(url: string, query: Record<string, string>): string {
  const result = new URL(url);
  for (const [name, value] of Object.entries(query))
    result.searchParams.set(name, value);
  return result.toString();
}
