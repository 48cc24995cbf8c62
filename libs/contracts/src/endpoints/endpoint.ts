// One definition per API call: method, path with typed params, and its schemas. The api
// registers the route from it, the RTK Query slices build requests and parse answers from it,
// the MSW mocks are keyed by it. Schemas load on demand (`schemas()`), so a page that only
// calls an endpoint (the share page, sign-in) does not bundle the schema library.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What an endpoint accepts and answers. `response` is the success body (z.undefined() for 204). */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  /** JSON body; for a multipart endpoint, its text fields. */
  body?: z.ZodType;
  response: z.ZodType;
}

export interface Endpoint<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Schemas extends EndpointSchemas = EndpointSchemas,
  Multipart extends boolean = boolean,
> {
  readonly method: Method;
  /** Below API_BASE_PATH, `:name` for each path parameter: '/user/:id'. */
  readonly path: Path;
  /** 'call': fetched by the app. 'navigation': opened by the browser (redirects, downloads). */
  readonly kind: 'call' | 'navigation';
  /** The body is multipart/form-data (files): the server reads it, `body` checks its fields. */
  readonly multipart: Multipart;
  /** The endpoint's schemas, loaded on first use. */
  readonly schemas: () => Promise<Schemas>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema set
export type AnyEndpoint = Endpoint<HttpMethod, string, any, boolean>;

/** The `:name` parameters of a path, as a union of names. */
export type ParamNames<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | ParamNames<`/${Rest}`>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

export type PathParams<Path extends string> = {
  [Name in ParamNames<Path>]: string;
};

type SchemasOf<E> =
  E extends Endpoint<HttpMethod, string, infer S, boolean> ? S : never;
type InputOf<S> = S extends z.ZodType ? z.input<S> : unknown;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The params an endpoint's path takes: `{ id: string }` for '/user/:id'. */
export type ParamsOf<E extends AnyEndpoint> = PathParams<E['path']>;
/** The JSON body an endpoint accepts (its fields, for a multipart endpoint). */
export type BodyOf<E extends AnyEndpoint> = InputOf<SchemasOf<E>['body']>;
/** The query string an endpoint reads. */
export type QueryOf<E extends AnyEndpoint> = InputOf<SchemasOf<E>['query']>;
/** What an endpoint answers on success, as the client sees it after parsing. */
export type ResponseOf<E extends AnyEndpoint> = z.output<
  SchemasOf<E>['response']
>;

type Part<S, Key extends keyof EndpointSchemas, T> =
  S extends Record<Key, z.ZodType> ? T : unknown;

/**
 * The one argument a slice's endpoint takes: path params, query and body fields side by side
 * (`{ id, role }`), a multipart endpoint's FormData under `form`, or void when it takes none.
 */
export type ArgOf<E extends AnyEndpoint> = keyof ArgFields<E> extends never
  ? void
  : Simplify<ArgFields<E>>;
type ArgFields<E extends AnyEndpoint> = PathParams<E['path']> &
  Part<SchemasOf<E>, 'query', QueryOf<E>> &
  (E['multipart'] extends true
    ? { form: FormData }
    : Part<SchemasOf<E>, 'body', BodyOf<E>>);

/** The `:name` parameters of a path, in order (run time). */
export const paramNames = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);

/** The path of a call, relative to the api base: pathOf(user.delete, { id }) → 'user/<id>'. */
export const pathOf = <E extends AnyEndpoint>(
  endpoint: E,
  params: PathParams<E['path']>,
): string =>
  endpoint.path
    .slice(1)
    .replace(/:([A-Za-z]+)/g, (_, name: string) =>
      encodeURIComponent((params as Record<string, string>)[name]),
    );

function builder<
  Module,
  const Kind extends Endpoint['kind'],
  const Multipart extends boolean,
>(load: () => Promise<Module>, kind: Kind, multipart: Multipart) {
  return <
    const Method extends HttpMethod,
    const Path extends string,
    Schemas extends EndpointSchemas,
  >(
    method: Method,
    path: Path,
    pick: (module: Module) => Schemas,
  ): Endpoint<Method, Path, Schemas, Multipart> => ({
    method,
    path,
    kind,
    multipart,
    schemas: () => load().then(pick),
  });
}

/**
 * The endpoint builders of one domain. `load` imports the module holding its schemas; each
 * endpoint picks its own from it, so the schemas and zod stay in that lazily loaded chunk.
 */
export const endpointsOf = <Module>(load: () => Promise<Module>) => ({
  /** A JSON call the app makes. */
  call: builder(load, 'call', false),
  /** A multipart call (files): the app sends FormData under `form`. */
  upload: builder(load, 'call', true),
  /** A URL the browser opens (a redirect or a download), never fetched by the app. */
  navigation: builder(load, 'navigation', false),
});
