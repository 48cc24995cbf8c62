// Calls to the ruume API from the test process, the way the web app makes them: cookies kept between calls and
// every mutating call echoing the XSRF-TOKEN cookie in X-XSRF-TOKEN (double submit). For what the test does
// behind the browser's back (an admin acting, data created before a restart).

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

export class ApiSession {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** A value of the cookie jar (e.g. 'XSRF-TOKEN', 'ruume_session'). */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Every cookie of the jar as one Cookie header (a room socket opened from the test). */
  cookieHeader(): string {
    return [...this.cookies]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }

  /** GETs a page of the app, which hands out the XSRF-TOKEN cookie the mutating calls need. */
  async open(path = '/login'): Promise<void> {
    // As a browser asks: the server answers app paths with index.html only to requests that accept HTML.
    const response = await this.send('GET', path, undefined, 'text/html');
    if (response.status !== 200)
      throw new Error(`GET ${path} answered ${response.status}`);
    if (!this.cookies.get('XSRF-TOKEN'))
      throw new Error(`GET ${path} set no XSRF-TOKEN cookie`);
  }

  get<T = unknown>(path: string): Promise<ApiAnswer<T>> {
    return this.send<T>('GET', path);
  }

  post<T = unknown>(path: string, body?: unknown): Promise<ApiAnswer<T>> {
    return this.send<T>('POST', path, body);
  }

  put<T = unknown>(path: string, body?: unknown): Promise<ApiAnswer<T>> {
    return this.send<T>('PUT', path, body);
  }

  /** A multipart POST (a template with its media, say); fetch sets the boundary. */
  postForm<T = unknown>(path: string, form: FormData): Promise<ApiAnswer<T>> {
    return this.send<T>('POST', path, form);
  }

  /** Signs in with email and password (POST /api/v1/auth/login); throws unless it answers 200. */
  async signIn(email: string, password: string): Promise<void> {
    if (!this.cookies.get('XSRF-TOKEN')) await this.open();
    const answer = await this.post('/api/v1/auth/login', { email, password });
    if (answer.status !== 200) {
      throw new Error(
        `signing in as ${email} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
      );
    }
  }

  private async send<T>(
    method: string,
    path: string,
    body?: unknown,
    accept = 'application/json',
  ): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { accept };
    const cookie = [...this.cookies]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    if (cookie) headers.cookie = cookie;
    if (method !== 'GET') {
      const xsrf = this.cookies.get('XSRF-TOKEN');
      if (xsrf) headers['x-xsrf-token'] = xsrf;
    }
    if (body !== undefined && !(body instanceof FormData))
      headers['content-type'] = 'application/json';

    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body:
        body instanceof FormData || body === undefined
          ? body
          : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some(
        (a) =>
          /^\s*max-age=0\s*$/i.test(a) ||
          /^\s*expires=Thu, 01 Jan 1970/i.test(a),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    if (
      (response.headers.get('content-type') ?? '').includes(
        'application/json',
      ) &&
      text
    )
      parsed = JSON.parse(text);
    return { status: response.status, body: parsed as T };
  }
}
