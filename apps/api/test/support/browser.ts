import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app';
import { XSRF } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface BrowserRequest {
  headers?: Record<string, string>;
  payload?: InjectOptions['payload'];
  /** Leave out the X-XSRF-TOKEN header a mutating call normally carries. */
  noXsrf?: boolean;
}

/**
 * A client as the web app is one: it keeps the cookies the api sets (and drops cleared ones)
 * and echoes the XSRF cookie it holds now in X-XSRF-TOKEN on every mutating call.
 */
export class Browser {
  readonly cookies = new Map<string, string>(Object.entries(XSRF.cookies));

  constructor(
    private readonly app: App,
    private readonly userAgent = 'jest-browser',
  ) {}

  get session(): string | undefined {
    return this.cookies.get('ruume_session');
  }

  async request(
    method: Method,
    url: string,
    options: BrowserRequest = {},
  ): Promise<LightMyRequestResponse> {
    const mutating = method !== 'GET';
    const response = await this.app.inject({
      method,
      url,
      payload: options.payload,
      cookies: Object.fromEntries(this.cookies),
      headers: {
        'user-agent': this.userAgent,
        ...(mutating && !options.noXsrf
          ? { 'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '' }
          : {}),
        ...options.headers,
      },
    });
    for (const cookie of response.cookies) {
      const expired =
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined &&
          new Date(cookie.expires).getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get = (url: string, options?: BrowserRequest) =>
    this.request('GET', url, options);
  delete = (url: string, options?: BrowserRequest) =>
    this.request('DELETE', url, options);
  post = (url: string, body?: unknown, options?: BrowserRequest) =>
    this.request('POST', url, { payload: body as object, ...options });
  put = (url: string, body?: unknown, options?: BrowserRequest) =>
    this.request('PUT', url, { payload: body as object, ...options });

  /** Another browser holding this one's session cookie (a second tab, a copied cookie). */
  clone(): Browser {
    const copy = new Browser(this.app, this.userAgent);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }
}
