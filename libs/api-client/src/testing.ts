import {
  createContext,
  createElement,
  useContext,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Provider } from 'react-redux';
import {
  delay,
  getResponse,
  http,
  HttpResponse,
  type HttpHandler,
  type JsonBodyType,
  type RequestHandler,
} from 'msw';
import {
  API_BASE_PATH,
  API_ERRORS,
  MEETING_LIST_NEXT_CURSOR_HEADER,
  apiErrorBody,
  validationErrorMessage,
  type AnyEndpoint,
  type ApiErrorCode,
  type CurrentUser,
  type HttpMethod,
  type ParamsOf,
  type ResponseOf,
} from '@ruume/contracts';
import { createAppStore, type AppStore } from './store/create-app-store';
import { sessionChecked } from './session/session-slice';
import type { Calls } from './endpoints/endpoint-query';

/** Absolute URL pattern of an API path as the app calls it (for MSW handlers). */
export const apiUrl = (path: string) =>
  `*${API_BASE_PATH}/${path.replace(/^\//, '')}`;

/** The msw handler factory of an endpoint's method. */
const httpOf = (endpoint: AnyEndpoint) =>
  http[endpoint.method.toLowerCase() as Lowercase<HttpMethod>];

/** A 400 VALIDATION_ERROR exactly as the api sends it, from a schema error or a message. */
export const validationError = (
  error: Parameters<typeof validationErrorMessage>[0] | string,
) =>
  HttpResponse.json(
    apiErrorBody(
      'VALIDATION_ERROR',
      typeof error === 'string' ? error : validationErrorMessage(error),
    ),
    { status: API_ERRORS.VALIDATION_ERROR.status },
  );

/** One of our api's errors as it sends it: its status and `{ error, message }`. */
export const apiErrorResponse = (
  error: ApiErrorCode,
  message: string = API_ERRORS[error].message,
) =>
  HttpResponse.json(apiErrorBody(error, message), {
    status: API_ERRORS[error].status,
  });

/** What a mocked endpoint receives: the request, checked as the api checks it. */
export interface MockRequest<E extends AnyEndpoint> {
  params: ParamsOf<E>;
  query: SchemaOutput<E, 'query'>;
  body: SchemaOutput<E, 'body'>;
  /** A multipart request's form (files included). */
  form: E['multipart'] extends true ? FormData : undefined;
  request: Request;
}
type SchemaOutput<E extends AnyEndpoint, Key extends 'query' | 'body'> =
  Awaited<ReturnType<E['schemas']>> extends Record<
    Key,
    infer S extends { parse: (value: unknown) => unknown }
  >
    ? ReturnType<S['parse']>
    : undefined;

/** A mock's answer: the endpoint's JSON (204 when it answers nothing), or any Response. */
export type MockReply<E extends AnyEndpoint> =
  | ResponseOf<E>
  | Response
  | Promise<ResponseOf<E> | Response>;

async function readRequest(
  endpoint: AnyEndpoint,
  request: Request,
  params: Record<string, unknown>,
) {
  const schemas = await endpoint.schemas();
  const query = Object.fromEntries(new URL(request.url).searchParams);
  let form: FormData | undefined;
  let body: unknown;
  if (endpoint.multipart) {
    form = await request.formData().catch(() => new FormData());
    // The form's text fields, as the api reads them before checking them.
    body = Object.fromEntries(
      [...form.entries()].filter(([, value]) => typeof value === 'string'),
    );
  } else if (endpoint.method !== 'GET') {
    body = await request.json().catch(() => undefined);
  }
  const checks = [
    ['params', schemas.params, params],
    ['query', schemas.query, query],
    ['body', schemas.body, body],
  ] as const;
  const parsed: Record<string, unknown> = { params, query, body };
  for (const [part, schema, value] of checks) {
    if (!schema) continue;
    const result = schema.safeParse(value);
    if (!result.success) return { invalid: validationError(result.error) };
    parsed[part] = result.data;
  }
  return { input: { ...parsed, form, request } };
}

/**
 * MSW handler for a contracts endpoint: params, query and body are checked against the
 * endpoint's schemas (a 400 VALIDATION_ERROR as the api sends it otherwise), then `reply`
 * answers. So mocks refuse what the server would, and a renamed path breaks them.
 */
export function mockEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  reply: (request: MockRequest<E>) => MockReply<E>,
) {
  return httpOf(endpoint)(
    apiUrl(endpoint.path),
    async ({ request, params }) => {
      const { invalid, input } = await readRequest(endpoint, request, params);
      if (invalid) return invalid;
      const answer = await reply(input as unknown as MockRequest<E>);
      if (answer instanceof Response) return answer;
      return answer === undefined
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json(answer as JsonBodyType);
    },
  );
}

/** How many items a mocked paged list answers per page: two, so a third item is page two. */
export const MOCK_PAGE_SIZE = 2;

/**
 * A paged list's mock answer, as the api pages: `pageSize` items from the `cursor` asked for,
 * and the next page's cursor in the X-Next-Cursor header while more follow.
 *
 *   mockEndpoint(recordingEndpoints.list, pagedReply(recordings))
 */
export const pagedReply =
  <Item>(items: readonly Item[], pageSize = MOCK_PAGE_SIZE) =>
  ({ request }: { request: Request }): Response => {
    const cursor = new URL(request.url).searchParams.get('cursor');
    const start = cursor ? Number(cursor.replace(/^page-/, '')) : 0;
    const end = start + pageSize;
    const headers: Record<string, string> =
      end < items.length
        ? { [MEETING_LIST_NEXT_CURSOR_HEADER]: `page-${end}` }
        : {};
    return HttpResponse.json(items.slice(start, end) as JsonBodyType, {
      headers,
    });
  };

/**
 * A paged list whose first page answers (`pagedReply`) and whose next pages fail with the
 * api's 503 or never answer, until `recover()`: a list's "next page failed" and "loading more"
 * states, in stories and tests.
 *
 *   const page = troubledNextPage(salesEndpoints.list, creatorSales, 'failing', 4);
 *   server.use(page.handler); … page.recover();
 */
export function troubledNextPage<Item>(
  endpoint: AnyEndpoint,
  items: readonly Item[],
  trouble: 'failing' | 'pending',
  pageSize = MOCK_PAGE_SIZE,
) {
  const reply = pagedReply(items, pageSize);
  let troubled = true;
  return {
    handler: httpOf(endpoint)(apiUrl(endpoint.path), async ({ request }) => {
      const next = new URL(request.url).searchParams.has('cursor');
      if (!next || !troubled) return reply({ request });
      if (trouble === 'pending') await delay('infinite');
      return apiErrorResponse('DATABASE_UNAVAILABLE');
    }),
    recover: () => {
      troubled = false;
    },
  };
}

/** The endpoint answers one of our api's errors. */
export const mockError = (
  endpoint: AnyEndpoint,
  error: ApiErrorCode,
  message?: string,
) =>
  httpOf(endpoint)(apiUrl(endpoint.path), () =>
    apiErrorResponse(error, message),
  );

/** The endpoint never answers: the UI stays in its loading state (stories, tests). */
export const mockPending = (endpoint: AnyEndpoint) =>
  httpOf(endpoint)(apiUrl(endpoint.path), async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });

/** A 437 authentication failure as the server sends it (SPEC §8). */
export const mockAuthFailure = (
  endpoint: AnyEndpoint,
  error: string,
  message?: string,
) =>
  httpOf(endpoint)(apiUrl(endpoint.path), () =>
    HttpResponse.json(message === undefined ? { error } : { error, message }, {
      status: 437,
    }),
  );

/** Mocks for every call of a lib: the compiler insists on one per call. */
export const mockCalls = <C extends Calls>(
  calls: C,
  replies: {
    [Name in keyof C]: (request: MockRequest<C[Name]>) => MockReply<C[Name]>;
  },
): HttpHandler[] =>
  (Object.keys(calls) as (keyof C)[]).map((name) =>
    mockEndpoint<AnyEndpoint>(
      calls[name],
      replies[name] as (request: MockRequest<AnyEndpoint>) => unknown,
    ),
  );

/** Every endpoint answers one of our api's errors (503 DATABASE_UNAVAILABLE by default). */
export const failingEndpoints = (
  endpoints: readonly AnyEndpoint[],
  error: ApiErrorCode = 'DATABASE_UNAVAILABLE',
) => endpoints.map((endpoint) => mockError(endpoint, error));

/** No endpoint ever answers: the UI stays in its loading state. */
export const pendingEndpoints = (endpoints: readonly AnyEndpoint[]) =>
  endpoints.map(mockPending);

export { createAppStore };

// ---------------------------------------------------------------------------------------------
// Calling an RTK Query slice's endpoints the way a component does (tests of testing entries).

type AnyEndpoints = Record<string, { initiate: (...args: never[]) => unknown }>;

/** One realistic argument per endpoint of a slice: a new endpoint fails to compile until added. */
export type EndpointArgs<Endpoints extends AnyEndpoints> = {
  [K in keyof Endpoints]: Parameters<Endpoints[K]['initiate']>[0];
};

/** What a component sees of an endpoint's answer. */
export type EndpointResult = { data?: unknown; error?: unknown };

type Started = PromiseLike<EndpointResult> & { unsubscribe?: () => void };

/**
 * Dispatches a slice's endpoints as components would: `start` begins a request (for loading
 * states), `call` waits for its data or error and lets go of it.
 */
export function endpointCaller<Endpoints extends AnyEndpoints>(
  api: { endpoints: Endpoints },
  args: EndpointArgs<Endpoints>,
) {
  type Endpoint = keyof Endpoints & string;
  // The slice's own endpoints, from `args` (complete by type): at run time `api.endpoints`
  // also lists what other libs injected into the shared base API (api-client's currentUser).
  const endpoints = Object.keys(args) as Endpoint[];

  function start(
    store: AppStore,
    endpoint: Endpoint,
    arg: unknown = args[endpoint],
  ): Started {
    const initiate = api.endpoints[endpoint].initiate as unknown as (
      arg: unknown,
    ) => Parameters<AppStore['dispatch']>[0];
    return store.dispatch(initiate(arg)) as unknown as Started;
  }

  async function call(
    store: AppStore,
    endpoint: Endpoint,
    arg?: unknown,
  ): Promise<EndpointResult> {
    const request = start(store, endpoint, arg);
    const { data, error } = await request;
    request.unsubscribe?.();
    return { data, error };
  }

  return { endpoints, start, call };
}

/** Whether a started request is still unanswered after `ms` (loading-state handlers). */
export async function stillPending(
  request: Started,
  ms = 50,
): Promise<boolean> {
  const later = new Promise<'pending'>((resolve) =>
    setTimeout(() => resolve('pending'), ms),
  );
  const outcome = await Promise.race([request, later]);
  request.unsubscribe?.();
  return outcome === 'pending';
}

// ---------------------------------------------------------------------------------------------
// Mocking the API in stories (Storybook and the Jest story runner alike).
//
// Storybook has no MSW addon here and Jest cannot run a service worker, so stories mock at the
// fetch level: `withApi(handlers)` swaps globalThis.fetch while the story is mounted and answers
// each API request with the first MSW handler that matches (msw's getResponse, no worker
// needed). The same handlers serve component tests through msw/node's setupServer.
//
//   const meta = { decorators: [withApi(defaultHandlers, { store: createMyStore })] };
//   export const Failing: Story = { decorators: [withApi([errorHandler('get', 'x', 'INTERNAL_ERROR')])] };
//
// Decorators nest: a story's handlers are tried before its component's (inner before outer),
// and the innermost store is the one the story sees.

const mounted = new Map<readonly RequestHandler[], number>();
let realFetch: typeof fetch | null = null;

/** Every mounted handler list, innermost decorator first. */
const activeHandlers = () =>
  [...mounted.entries()]
    .sort(([, a], [, b]) => b - a)
    .flatMap(([handlers]) => handlers);

const abortError = () =>
  new DOMException('The operation was aborted.', 'AbortError');

/** Settles like `promise`, or rejects as fetch does when the request is aborted first. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function mockedFetch(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  const passThrough = realFetch ?? globalThis.fetch;
  const request = new Request(input, init);
  const response = await abortable(
    getResponse(activeHandlers(), request),
    request.signal,
  );
  // HttpResponse.error(): fail the way fetch does when the network is down.
  if (response?.type === 'error') throw new TypeError('Failed to fetch');
  if (response) return response;
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith(`${API_BASE_PATH}/`)) return passThrough(request);
  console.warn(`withApi: no handler for ${request.method} ${pathname}`);
  return new Response(
    JSON.stringify({
      error: 'NOT_FOUND',
      message: `no mock for ${request.method} ${pathname}`,
    }),
    { status: 404, headers: { 'content-type': 'application/json' } },
  );
}

/**
 * Answers API calls with `handlers` until the returned function is called. `depth` orders
 * nested mocks: higher (inner) first. Installing the same list twice is one installation.
 */
export function installApiMock(
  handlers: readonly RequestHandler[],
  depth = 0,
): () => void {
  if (realFetch === null) {
    realFetch = globalThis.fetch;
    globalThis.fetch = mockedFetch;
  }
  mounted.set(handlers, depth);
  return () => {
    mounted.delete(handlers);
    if (mounted.size === 0 && realFetch !== null) {
      globalThis.fetch = realFetch;
      realFetch = null;
    }
  };
}

// Structural, so this file needs no Storybook types: any store react-redux accepts.
type AnyStore = Parameters<typeof Provider>[0]['store'];

export interface WithApiOptions {
  /** A fresh store per story (default: the API cache alone). Feature libs pass their own. */
  store?: () => AnyStore;
}

const MockDepth = createContext(0);

function ApiMockProvider({
  handlers,
  createStore,
  children,
}: {
  handlers: readonly RequestHandler[];
  createStore: () => AnyStore;
  children: ReactNode;
}) {
  const depth = useContext(MockDepth) + 1;
  // Installed while rendering, so the story's very first requests (fired from its effects,
  // which run before this component's) are already answered by the mock.
  const [store] = useState(() => {
    installApiMock(handlers, depth);
    return createStore();
  });
  useLayoutEffect(() => installApiMock(handlers, depth), [handlers, depth]);
  return createElement(
    MockDepth.Provider,
    { value: depth },
    createElement(Provider, { store, children }),
  );
}

/** A store signed in as `user`, as the shell's is once the session is checked (withApi's `store`). */
export const signedInStore = (user: CurrentUser) => (): AppStore => {
  const store = createAppStore();
  store.dispatch(sessionChecked(user));
  return store;
};

/** Story decorator: the API answered by `handlers` and a fresh Redux store, while the story is mounted. */
export function withApi(
  handlers: readonly RequestHandler[],
  { store = () => createAppStore() }: WithApiOptions = {},
) {
  return function apiDecorator(Story: ComponentType): ReactElement {
    return createElement(ApiMockProvider, {
      handlers,
      createStore: store,
      children: createElement(Story),
    });
  };
}

export {
  controlledUploadSender,
  fetchUploadSender,
  stalledUploadSender,
  withUploadSender,
} from './upload/upload-senders.testing';
