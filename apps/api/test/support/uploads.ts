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

/** A multipart/form-data body exactly as a browser's FormData sends it. */
export async function multipart(
  fields: Record<string, string>,
  files: FilePart[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      file.name,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? '' }),
      file.filename,
    );
  }
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
