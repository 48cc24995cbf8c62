import type { BaseQueryFn } from '@reduxjs/toolkit/query';
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
}

export interface ApiError {
  /** HTTP status, or 'FETCH_ERROR' when the server could not be reached. */
  status: number | 'FETCH_ERROR';
  data: { error?: string; message?: string };
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
  ApiError
> = async (args, api) => {
  const {
    url,
    method = 'GET',
    body,
    params,
    onUploadProgress,
  } = typeof args === 'string' ? { url: args } : args;
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
    return { data: await readBody(response) };
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
