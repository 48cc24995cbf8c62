// A local HTTP server speaking Stripe's wire format, for the stripe SDK pointed at it
// (STRIPE_API_BASE / apiBase): it records each request (form-encoded parameters flattened to
// Stripe's bracket keys, e.g. `line_items[0][price]`) and answers what the test queued.
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeWireRequest {
  method: string;
  path: string;
  /** Query string (GET, DELETE) and form body (POST) together. */
  params: Record<string, string>;
  headers: IncomingHttpHeaders;
}

/** An answer other than 200 with the object: an error, or headers to add. */
export class WireReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** Stripe's error body: `{ error: { type, code, message } }`. */
export const stripeError = (
  status: number,
  type: string,
  code: string | undefined,
  message: string,
  headers?: Record<string, string>,
): WireReply =>
  new WireReply(
    status,
    { error: { type, ...(code && { code }), message } },
    headers,
  );

export interface FakeStripe {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  requests: StripeWireRequest[];
  /**
   * Queues answers to `METHOD /v1/path`, used in order; the last one keeps answering. A plain
   * object is answered 200 as JSON.
   */
  reply(route: string, ...answers: object[]): void;
  /** Forgets requests and queued answers (between tests). */
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: StripeWireRequest[] = [];
  const queued = new Map<string, WireReply[]>();

  const answer = (route: string): WireReply => {
    const replies = queued.get(route);
    if (!replies?.length) {
      return stripeError(
        404,
        'invalid_request_error',
        undefined,
        `Unrecognized request URL (${route})`,
      );
    }
    return replies.length > 1 ? (replies.shift() as WireReply) : replies[0];
  };

  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const url = new URL(request.url ?? '/', 'http://fake-stripe');
      const method = request.method ?? 'GET';
      requests.push({
        method,
        path: url.pathname,
        params: {
          ...Object.fromEntries(url.searchParams),
          ...Object.fromEntries(new URLSearchParams(body)),
        },
        headers: request.headers,
      });
      send(response, answer(`${method} ${url.pathname}`));
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve()),
  );
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply(route, ...answers) {
      queued.set(
        route,
        answers.map((answer) =>
          answer instanceof WireReply ? answer : new WireReply(200, answer),
        ),
      );
    },
    reset() {
      requests.length = 0;
      queued.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, reply: WireReply) {
  response.writeHead(reply.status, {
    'content-type': 'application/json',
    'request-id': 'req_fake',
    ...reply.headers,
  });
  response.end(JSON.stringify(reply.body));
}
