import { XSRF_COOKIE_NAME } from '@ruume/contracts';

/** Reads the server's double-submit XSRF cookie (readable by design, unlike the session cookie). */
export function readXsrfToken(
  cookie: string = globalThis.document?.cookie ?? '',
): string | undefined {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === XSRF_COOKIE_NAME) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
