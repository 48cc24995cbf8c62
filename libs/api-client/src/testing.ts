import { http, HttpResponse, type JsonBodyType } from 'msw';
import { API_BASE_PATH } from '@ruume/contracts';

/** Absolute URL of an API path as the app calls it (for MSW handlers). */
export const apiUrl = (path: string) => `*${API_BASE_PATH}/${path.replace(/^\//, '')}`;

/** MSW handler answering an API path with a JSON body (status 200 by default). */
export function jsonHandler(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  body: JsonBodyType,
  status = 200,
) {
  return http[method](apiUrl(path), () => HttpResponse.json(body, { status }));
}

/** A 437 authentication failure as the server sends it (SPEC §8). */
export function authFailureHandler(method: 'get' | 'post' | 'put' | 'delete', path: string, error: string, message?: string) {
  return http[method](apiUrl(path), () =>
    HttpResponse.json(message === undefined ? { error } : { error, message }, { status: 437 }),
  );
}

export { createAppStore } from './store/create-app-store';
