import { connect } from 'node:net';
import type { Browser } from './browser';

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JPEG (JFIF): what file-type reads to recognise one. */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.alloc(200, 1),
  Buffer.from([0xff, 0xd9]),
]);

export interface FilePart {
  name: string;
  data: Buffer;
  filename: string;
  type?: string;
}

/**
 * A multipart/form-data body exactly as a browser's FormData sends it: the fields, then the
 * files, or the files first when `filesFirst` (a client may append them in any order).
 */
export async function multipart(
  fields: Record<string, string>,
  files: FilePart[] = [],
  options: { filesFirst?: boolean } = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  const appendFields = () => {
    for (const [name, value] of Object.entries(fields)) {
      form.append(name, value);
    }
  };
  if (!options.filesFirst) appendFields();
  for (const file of files) {
    form.append(
      file.name,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? '' }),
      file.filename,
    );
  }
  if (options.filesFirst) appendFields();
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** POST user/profile-banner with a PNG, as the profile page sends it. */
export async function uploadBanner(browser: Browser) {
  const body = await multipart({}, [
    { name: 'profileBanner', data: PNG, filename: 'b.png', type: 'image/png' },
  ]);
  return browser.post('/api/v1/user/profile-banner', body.payload, {
    headers: body.headers,
  });
}

export interface UnreadBodyAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The server ended the connection after its answer, without waiting for the body. */
  closedByServer: boolean;
}

/**
 * Sends a multipart request that declares `declaredBytes` but carries only the start of a file
 * part, on a raw socket to a listening app, and answers what came back once the server closed
 * the connection. A server that reads (drains) the body would wait for the rest and never close
 * it: that rejects after `waitMs`.
 */
export function declareLargeUpload(
  origin: string,
  path: string,
  options: {
    browser: Browser;
    method?: 'POST' | 'PUT';
    declaredBytes: number;
    fileField: string;
    waitMs?: number;
  },
): Promise<UnreadBodyAnswer> {
  const { host, port } = new URL(origin);
  const boundary = 'declared-large-upload';
  const cookie = [...options.browser.cookies]
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const head = [
    `${options.method ?? 'POST'} ${path} HTTP/1.1`,
    `Host: ${host}`,
    `Content-Type: multipart/form-data; boundary=${boundary}`,
    `Content-Length: ${options.declaredBytes}`,
    `Cookie: ${cookie}`,
    `X-XSRF-TOKEN: ${options.browser.cookies.get('XSRF-TOKEN') ?? ''}`,
    '',
    `--${boundary}`,
    `Content-Disposition: form-data; name="${options.fileField}"; filename="large.bin"`,
    'Content-Type: application/octet-stream',
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), new URL(origin).hostname);
    const received: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept the connection open to read the body'));
    }, options.waitMs ?? 15_000);
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(received).toString('utf8');
      const [headerText, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...headerLines] = headerText.split('\r\n');
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers: Object.fromEntries(
          headerLines.map((line) => {
            const at = line.indexOf(':');
            return [
              line.slice(0, at).trim().toLowerCase(),
              line.slice(at + 1).trim(),
            ];
          }),
        ),
        body: rest.join('\r\n\r\n'),
        closedByServer: true,
      });
    });
    socket.write(head);
    socket.write(Buffer.alloc(1024, 7));
  });
}
