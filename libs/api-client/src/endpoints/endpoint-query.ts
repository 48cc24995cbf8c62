// RTK Query endpoints built from contracts' endpoint definitions: the request (path, method,
// query or body) from the one argument, the answer parsed against the endpoint's schema.
import {
  paramNames,
  pathOf,
  type AnyEndpoint,
  type ArgOf,
  type ResponseOf,
} from '@ruume/contracts';
import type { RequestArgs } from '../query/base-query';

/** How an answer is checked before the app sees it. */
export type ResponseCheck<E extends AnyEndpoint> =
  /** The endpoint's response schema, loaded with the first answer (the default). */
  | 'schema'
  /** A hand check, where the schema library must not load (landing pages). */
  | ((raw: unknown) => ResponseOf<E>);

/** The request for one call of `endpoint` with the slice argument `arg`. */
export function requestFor<E extends AnyEndpoint>(
  endpoint: E,
  arg: ArgOf<E>,
  check: ResponseCheck<E> = 'schema',
): RequestArgs {
  const fields = { ...(arg ?? {}) } as Record<string, unknown>;
  const params: Record<string, string> = {};
  for (const name of paramNames(endpoint.path)) {
    params[name] = String(fields[name]);
    delete fields[name];
  }
  const rest = Object.keys(fields).length > 0 ? fields : undefined;
  return {
    url: pathOf(endpoint, params as never),
    method: endpoint.method,
    ...(endpoint.multipart
      ? { body: fields.form }
      : endpoint.method === 'GET'
        ? { params: rest as RequestArgs['params'] }
        : { body: rest }),
    parse:
      check === 'schema'
        ? async (raw) => (await endpoint.schemas()).response.parse(raw)
        : check,
  };
}

/**
 * The `query` and typed `transformResponse` of a slice endpoint for a contracts endpoint:
 * `build.query({ ...fromEndpoint(recordingEndpoints.list), providesTags })`. The answer is
 * parsed by the base query (a bad answer is an error result, not a throw).
 */
export const fromEndpoint = <E extends AnyEndpoint>(
  endpoint: E,
  check: ResponseCheck<E> = 'schema',
) => ({
  query: (arg: ArgOf<E>) => requestFor(endpoint, arg, check),
  transformResponse: (parsed: unknown) => parsed as ResponseOf<E>,
});

/**
 * A lib's calls: each endpoint of its slice, named as in the slice, with its contracts endpoint.
 * The slice, its mocks (api-client/testing's mockCalls) and the coverage checks read it.
 */
export type Calls = Record<string, AnyEndpoint>;

/**
 * The slice, once the compiler has checked it has an endpoint for each of the lib's calls:
 * `export const shareApi = coveringCalls(shareCalls, baseApi.injectEndpoints(…))`.
 */
export const coveringCalls = <
  C extends Calls,
  Api extends { endpoints: Record<keyof C, unknown> },
>(
  _calls: C,
  api: Api,
): Api => api;
