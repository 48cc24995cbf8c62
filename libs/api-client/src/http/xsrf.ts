export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** Reads the server's double-submit XSRF cookie (readable by design, unlike the session cookie). */
export function readXsrfToken(cookie: string = globalThis.document?.cookie ?? ''): string | undefined {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === XSRF_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
