// A local stand-in for Sentry's ingestion: records every request the browser SDK sends to
// /api/<project>/envelope/ and answers like Sentry would (200, CORS for any origin).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export interface EnvelopeItem {
  header: { type?: string; length?: number; [key: string]: unknown };
  /** Parsed JSON payload, or the raw bytes when it is not JSON (e.g. a compressed replay recording). */
  payload: unknown;
}

export interface Envelope {
  header: {
    event_id?: string;
    sdk?: { name?: string; settings?: Record<string, unknown> };
    [key: string]: unknown;
  };
  items: EnvelopeItem[];
}

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  envelope?: Envelope;
  parseError?: string;
}

/** Parses a Sentry envelope: a header line, then items of (header line, payload of `length` bytes or one line). */
export function parseEnvelope(buffer: Buffer): Envelope {
  let position = 0;
  const readLine = (): Buffer => {
    const end = buffer.indexOf(0x0a, position);
    const line = buffer.subarray(position, end === -1 ? buffer.length : end);
    position = end === -1 ? buffer.length : end + 1;
    return line;
  };
  const parseJson = (bytes: Buffer): unknown => {
    try {
      return JSON.parse(bytes.toString('utf8'));
    } catch {
      return bytes;
    }
  };

  const header = JSON.parse(readLine().toString('utf8')) as Envelope['header'];
  const items: EnvelopeItem[] = [];
  while (position < buffer.length) {
    const headerLine = readLine();
    if (headerLine.length === 0) continue;
    const itemHeader = JSON.parse(
      headerLine.toString('utf8'),
    ) as EnvelopeItem['header'];
    let payload: Buffer;
    if (typeof itemHeader.length === 'number') {
      payload = buffer.subarray(position, position + itemHeader.length);
      position += itemHeader.length;
      if (buffer[position] === 0x0a) position += 1;
    } else {
      payload = readLine();
    }
    items.push({ header: itemHeader, payload: parseJson(payload) });
  }
  return { header, items };
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  switch ((encoding ?? '').toLowerCase()) {
    case 'gzip':
      return gunzipSync(body);
    case 'deflate':
      return inflateSync(body);
    case 'br':
      return brotliDecompressSync(body);
    default:
      return body;
  }
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Max-Age': '600',
};

export interface SentryReceiver {
  port: number;
  /** A DSN pointing at this receiver, project 1. */
  dsn: string;
  /** Every request so far (including ones to other paths, which a correct SDK never makes). */
  requests: ReceivedRequest[];
  /** All envelopes parsed from POSTs to the envelope endpoint. */
  envelopes(): Envelope[];
  /** All items of a type, with the envelope they came in. */
  items(type: string): { envelope: Envelope; item: EnvelopeItem }[];
  clear(): void;
  close(): Promise<void>;
}

export async function startSentryReceiver(): Promise<SentryReceiver> {
  const requests: ReceivedRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const record: ReceivedRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      if (request.method === 'OPTIONS') {
        response.writeHead(204, CORS_HEADERS).end();
        return;
      }
      requests.push(record);
      const path = new URL(record.url, 'http://receiver').pathname;
      if (request.method === 'POST' && /^\/api\/\d+\/envelope\/?$/.test(path)) {
        try {
          record.body = decode(
            record.body,
            request.headers['content-encoding'] as string | undefined,
          );
          record.envelope = parseEnvelope(record.body);
        } catch (error) {
          record.parseError = (error as Error).message;
        }
        response
          .writeHead(200, {
            ...CORS_HEADERS,
            'Content-Type': 'application/json',
          })
          .end(
            JSON.stringify({ id: record.envelope?.header.event_id ?? null }),
          );
        return;
      }
      response.writeHead(404, CORS_HEADERS).end();
    });
  });
  await new Promise<void>((resolveListen) =>
    server.listen(0, '127.0.0.1', resolveListen),
  );
  const { port } = server.address() as AddressInfo;

  const envelopes = () =>
    requests.flatMap((r) => (r.envelope ? [r.envelope] : []));
  return {
    port,
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    requests,
    envelopes,
    items: (type) =>
      envelopes().flatMap((envelope) =>
        envelope.items
          .filter((item) => item.header.type === type)
          .map((item) => ({ envelope, item })),
      ),
    clear: () => {
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}

/** Polls `probe` until it returns a value (not undefined) or the bound is reached; then fails with `describe()`. */
export async function eventually<T>(
  probe: () => T | undefined,
  describe: () => string,
  { timeoutMs = 30_000, intervalMs = 200 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`not seen within ${timeoutMs / 1000} s: ${describe()}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** A short human summary of what the receiver got, for failure messages. */
export function summarize(receiver: SentryReceiver): string {
  if (receiver.requests.length === 0)
    return 'the receiver got no requests at all';
  return receiver.requests
    .map((r) => {
      const types =
        r.envelope?.items.map((i) => i.header.type).join(',') ??
        r.parseError ??
        '-';
      return `${r.method} ${r.url.split('?')[0]} items=[${types}]`;
    })
    .join('\n  ');
}
