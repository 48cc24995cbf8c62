// Multipart uploads that report their progress. fetch (and so ky and RTK Query's base query)
// cannot report upload progress over HTTP/1.1, XMLHttpRequest can: this sends the form the way
// the HTTP client sends every call (same-origin /api/v1, cookies, the XSRF header).
import { readXsrfToken } from '../http/xsrf';
import type { ApiError } from '../query/base-query';
import { API_BASE_PATH, XSRF_HEADER_NAME } from '@ruume/contracts';

export interface UploadRequest {
  /** The api path below /api/v1, e.g. 'meeting-recording'. */
  path: string;
  method: 'POST' | 'PUT';
  form: FormData;
  /** Bytes sent so far out of the whole body, as the browser reports them. */
  onProgress: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/** The server's answer (a parsed JSON body, or null), or why there is none. */
export type UploadResult =
  | { ok: true; status: number; body: unknown }
  | { ok: false; error: ApiError };

/** Sends one upload; never throws (a network failure or an abort is a FETCH_ERROR result). */
export type UploadSender = (request: UploadRequest) => Promise<UploadResult>;

function readBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

const fetchError = (message: string): UploadResult => ({
  ok: false,
  error: { status: 'FETCH_ERROR', data: { message } },
});

/** The browser's upload: XMLHttpRequest with upload progress events. */
export const xhrUploadSender: UploadSender = ({
  path,
  method,
  form,
  onProgress,
  signal,
}) =>
  new Promise((resolve) => {
    if (signal?.aborted) {
      resolve(fetchError('The operation was aborted.'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const origin = globalThis.location?.origin ?? '';
    xhr.open(method, `${origin}${API_BASE_PATH}/${path.replace(/^\//, '')}`);
    xhr.withCredentials = true;
    const token = readXsrfToken();
    if (token) xhr.setRequestHeader(XSRF_HEADER_NAME, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = (result: UploadResult) => {
      signal?.removeEventListener('abort', onAbort);
      resolve(result);
    };
    xhr.onload = () => {
      const body = readBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300)
        settle({ ok: true, status: xhr.status, body });
      else
        settle({
          ok: false,
          error: {
            status: xhr.status,
            data: (body ?? {}) as ApiError['data'],
          },
        });
    };
    xhr.onerror = () => settle(fetchError('Failed to fetch'));
    xhr.onabort = () => settle(fetchError('The operation was aborted.'));
    xhr.send(form);
  });
