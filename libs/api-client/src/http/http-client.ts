import ky, { type KyInstance } from 'ky';
import { API_BASE_PATH, XSRF_HEADER_NAME } from '@ruume/contracts';
import { readXsrfToken } from './xsrf';

export interface HttpClientOptions {
  /** Absolute base in tests and other hosts; the app uses the same-origin path. */
  prefixUrl?: string;
  fetch?: typeof fetch;
}

/** The one HTTP client of the app: same-origin /api/v1, cookies, XSRF header, no timeout, no retries. */
// Absolute so the same client works in the browser and under Node's fetch (tests).
const sameOriginBase = () =>
  `${globalThis.location?.origin ?? ''}${API_BASE_PATH}`;

export function createHttpClient({
  prefixUrl = sameOriginBase(),
  fetch,
}: HttpClientOptions = {}): KyInstance {
  return ky.create({
    prefixUrl,
    credentials: 'include',
    timeout: false,
    retry: 0,
    fetch,
    hooks: {
      beforeRequest: [
        (request) => {
          const token = readXsrfToken();
          if (token) request.headers.set(XSRF_HEADER_NAME, token);
        },
      ],
    },
  });
}

let client = createHttpClient();

export function getHttpClient(): KyInstance {
  return client;
}

/** Lets tests, Storybook and other hosts point the app at another base URL. */
export function setHttpClient(next: KyInstance): void {
  client = next;
}
