import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiUrl } from '../testing';
import { xhrUploadSender } from './upload-sender';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const form = () => {
  const body = new FormData();
  body.append('name', 'team retro');
  body.append(
    'file',
    new NodeFile([new Uint8Array(1024)], 'a.mp4', {
      type: 'video/mp4',
    }) as unknown as File,
  );
  return body;
};

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

it('sends as the api client does: /api/v1, cookies and the XSRF header', async () => {
  document.cookie = 'XSRF-TOKEN=tok%20123';
  const seen: { url: string; xsrf: string | null; credentials: string }[] = [];
  server.use(
    http.post(apiUrl('meeting-recording'), ({ request }) => {
      seen.push({
        url: request.url,
        xsrf: request.headers.get('X-XSRF-TOKEN'),
        credentials: request.credentials,
      });
      return HttpResponse.json({ id: 'new' }, { status: 201 });
    }),
  );
  const progress: [number, number][] = [];
  const result = await xhrUploadSender({
    path: 'meeting-recording',
    method: 'POST',
    form: form(),
    onProgress: (sent, total) => progress.push([sent, total]),
  });
  expect(result).toEqual({ ok: true, status: 201, body: { id: 'new' } });
  expect(seen).toEqual([
    {
      url: 'http://localhost/api/v1/meeting-recording',
      xsrf: 'tok 123',
      credentials: 'include',
    },
  ]);
  // The browser reports the body as it goes; the last report is all of it.
  const [sent, total] = progress[progress.length - 1];
  expect(total).toBeGreaterThan(1024);
  expect(sent).toBe(total);
});

it('answers a refusal with its status and body', async () => {
  server.use(
    http.post(apiUrl('meeting-recording'), () =>
      HttpResponse.json(
        { error: 'NOT_A_VIDEO', message: 'not a video' },
        { status: 415 },
      ),
    ),
  );
  expect(
    await xhrUploadSender({
      path: 'meeting-recording',
      method: 'POST',
      form: form(),
      onProgress: () => undefined,
    }),
  ).toEqual({
    ok: false,
    error: {
      status: 415,
      data: { error: 'NOT_A_VIDEO', message: 'not a video' },
    },
  });
});

it('answers a network failure as a FETCH_ERROR', async () => {
  server.use(
    http.post(apiUrl('meeting-recording'), () => HttpResponse.error()),
  );
  const result = await xhrUploadSender({
    path: 'meeting-recording',
    method: 'POST',
    form: form(),
    onProgress: () => undefined,
  });
  expect(result).toMatchObject({ ok: false, error: { status: 'FETCH_ERROR' } });
});

it('does not start once aborted', async () => {
  const controller = new AbortController();
  controller.abort();
  const result = await xhrUploadSender({
    path: 'meeting-recording',
    method: 'POST',
    form: form(),
    onProgress: () => undefined,
    signal: controller.signal,
  });
  expect(result).toMatchObject({ ok: false, error: { status: 'FETCH_ERROR' } });
});
