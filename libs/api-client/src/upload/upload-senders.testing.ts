// Upload senders for stories and tests (exported by ../testing): uploads go through
// XMLHttpRequest, which the stories' fetch mock (withApi) does not see.
import { createElement, type ComponentType, type ReactElement } from 'react';
import { delay } from 'msw';
import { API_BASE_PATH } from '@ruume/contracts';
import type { UploadResult, UploadSender } from './upload-sender';
import { UploadSenderContext } from './upload-sender-context';

/** The size of a form's body, near enough for progress: its files and text fields. */
const formSize = (form: FormData) =>
  [...form.values()].reduce(
    (total, value) =>
      total + (typeof value === 'string' ? value.length : value.size),
    0,
  );

async function readAnswer(response: Response): Promise<UploadResult> {
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = { message: text };
    }
  }
  return response.ok
    ? { ok: true, status: response.status, body }
    : {
        ok: false,
        error: {
          status: response.status,
          data: (body ?? {}) as { error?: string; message?: string },
        },
      };
}

/**
 * Sends an upload through fetch, which the stories' API mock answers, reporting the progress
 * in four steps: what the browser's XMLHttpRequest does, without a network to measure.
 */
export const fetchUploadSender: UploadSender = async ({
  path,
  method,
  form,
  onProgress,
  signal,
}) => {
  const total = Math.max(1, formSize(form));
  for (const share of [0, 0.35, 0.7, 1]) {
    onProgress(Math.round(total * share), total);
    await delay(120);
  }
  try {
    const response = await fetch(
      `${globalThis.location.origin}${API_BASE_PATH}/${path}`,
      { method, body: form, signal, credentials: 'include' },
    );
    return await readAnswer(response);
  } catch (error) {
    return {
      ok: false,
      error: { status: 'FETCH_ERROR', data: { message: String(error) } },
    };
  }
};

/**
 * An upload that stops at `percent` and never answers: the uploading state (any percent below
 * 100) or the processing state (100) held still for a story or a test.
 */
export const stalledUploadSender =
  (percent: number): UploadSender =>
  ({ onProgress, signal }) => {
    onProgress(percent, 100);
    return new Promise((resolve) => {
      signal?.addEventListener('abort', () =>
        resolve({
          ok: false,
          error: { status: 'FETCH_ERROR', data: { message: 'aborted' } },
        }),
      );
    });
  };

/**
 * An upload the test moves along by hand: `progress(sent, total)`, then `answer(result)`. The
 * requests it received are kept, their forms included.
 */
export function controlledUploadSender() {
  const requests: Parameters<UploadSender>[0][] = [];
  let settle: ((result: UploadResult) => void) | null = null;
  const send: UploadSender = (request) => {
    requests.push(request);
    return new Promise((resolve) => {
      settle = resolve;
    });
  };
  return {
    send,
    requests,
    progress: (sent: number, total: number) =>
      requests.at(-1)?.onProgress(sent, total),
    answer: (result: UploadResult) => settle?.(result),
  };
}

/** Story decorator: uploads go through `sender`. */
export const withUploadSender =
  (sender: UploadSender) =>
  (Story: ComponentType): ReactElement =>
    createElement(UploadSenderContext.Provider, {
      value: sender,
      children: createElement(Story),
    });
