import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { NEXT_CURSOR_HEADER } from '@ruume/contracts';
import { HTTPError, type Options } from 'ky';
import { getHttpClient } from '../http/http-client';
import { handleAuthFailure, isAuthFailure } from './auth-failure';

export interface RequestArgs {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined>;
  onUploadProgress?: Options['onUploadProgress'];
  /** Checks a success answer (with content); a failed check makes it an INVALID_RESPONSE error. */
  parse?: (raw: unknown) => unknown;
}

export interface ApiError {
  /**
   * HTTP status, 'FETCH_ERROR' when the server could not be reached, or 'PARSING_ERROR' when
   * its answer does not match the contract.
   */
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR';
  data: { error?: string; message?: string };
}

/** What a success answer says beside its body: the next page's cursor of a paged list. */
export interface ResponseMeta {
  /** The `X-Next-Cursor` header: more follow, pass it back as `cursor`. */
  nextCursor?: string;
}

function metaOf(response: Response): ResponseMeta {
  const nextCursor = response.headers.get(NEXT_CURSOR_HEADER);
  return nextCursor ? { nextCursor } : {};
}

function searchParams(
  params: RequestArgs['params'],
): Record<string, string> | undefined {
  if (!params) return undefined;
  const entries = Object.entries(params).filter(([, v]) => v !== undefined);
  return Object.fromEntries(entries.map(([k, v]) => [k, String(v)]));
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

/** RTK Query's baseQuery on the shared ky client; SPEC §8's 437 rule lives here, once. */
export const kyBaseQuery: BaseQueryFn<
  string | RequestArgs,
  unknown,
  ApiError,
  object,
  ResponseMeta
> = async (args, api) => {
  const {
    url,
    method = 'GET',
    body,
    params,
    onUploadProgress,
    parse,
  }: RequestArgs = typeof args === 'string' ? { url: args } : args;
  try {
    const response = await getHttpClient()(url.replace(/^\//, ''), {
      method,
      searchParams: searchParams(params),
      signal: api.signal,
      onUploadProgress,
      ...(body instanceof FormData
        ? { body }
        : body !== undefined
          ? { json: body }
          : {}),
    });
    const data = await readBody(response);
    const meta = metaOf(response);
    if (!parse || data === null) return { data, meta };
    try {
      return { data: await parse(data), meta };
    } catch (error) {
      // The server and this build disagree (a deploy in between): report it, fail this call.
      console.error(
        `${method} ${url}: the answer does not match the contract`,
        error,
      );
      return {
        error: {
          status: 'PARSING_ERROR',
          // No message: the page shows its own fallback for a failed call.
          data: { error: 'INVALID_RESPONSE' },
        },
      };
    }
  } catch (error) {
    if (error instanceof HTTPError) {
      const data = ((await readBody(error.response)) ?? {}) as ApiError['data'];
      if (isAuthFailure(error.response.status, data))
        void handleAuthFailure(api.dispatch, data);
      return { error: { status: error.response.status, data } };
    }
    // Network failures and aborted requests (a page left mid-request) are results, not throws.
    return {
      error: {
        status: 'FETCH_ERROR',
        data: { message: (error as Error).message },
      },
    };
  }
};
