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
  type JsonBodyType,
  type RequestHandler,
} from 'msw';
import {
  API_BASE_PATH,
  API_ERRORS,
  apiErrorBody,
  validationErrorMessage,
  type ApiErrorCode,
} from '@ruume/contracts';
import { createAppStore, type AppStore } from './store/create-app-store';

/** Absolute URL of an API path as the app calls it (for MSW handlers). */
export const apiUrl = (path: string) =>
  `*${API_BASE_PATH}/${path.replace(/^\//, '')}`;

/** MSW handler answering an API path with a JSON body (status 200 by default). */
export function jsonHandler(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  body: JsonBodyType,
  status = 200,
) {
  return http[method](apiUrl(path), () => HttpResponse.json(body, { status }));
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** An api route as contracts' `apiRoutes` describe it. */
export type ApiRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
};

/** The msw `http` method of a route: `http[verbOf(route)](apiUrl(route.url), …)`. */
const verbOf = (route: ApiRoute) =>
  route.method.toLowerCase() as Lowercase<ApiRoute['method']>;

/** Anything with zod's safeParse (the contracts request schemas). */
type BodySchema<T> = {
  safeParse: (
    value: unknown,
  ) =>
    | { success: true; data: T }
    | { success: false; error: Parameters<typeof validationErrorMessage>[0] };
};

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

/**
 * Resolver that answers `reply(body, params)` when the JSON body matches `schema`, and a 400
 * VALIDATION_ERROR as the api does otherwise — so mocks reject what the server would.
 */
export const withJsonBody =
  <T, Params = Record<string, unknown>>(
    schema: BodySchema<T>,
    reply: (body: T, params: Params) => Response,
  ) =>
  async ({ request, params }: { request: Request; params: Params }) => {
    const parsed = schema.safeParse(
      await request.json().catch(() => undefined),
    );
    return parsed.success
      ? reply(parsed.data, params)
      : validationError(parsed.error);
  };

/** MSW handler answering with one of our api's errors: its status and `{ error, message }`. */
export function errorHandler(
  method: Method,
  path: string,
  error: ApiErrorCode,
  message: string = API_ERRORS[error].message,
) {
  return http[method](apiUrl(path), () =>
    HttpResponse.json({ error, message }, { status: API_ERRORS[error].status }),
  );
}

/** MSW handler that never answers: the UI stays in its loading state (stories, tests). */
export function pendingHandler(method: Method, path: string) {
  return http[method](apiUrl(path), async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });
}

/** Every route answers one of our api's errors (503 DATABASE_UNAVAILABLE by default). */
export const failingRoutes = (
  routes: readonly ApiRoute[],
  error: ApiErrorCode = 'DATABASE_UNAVAILABLE',
) => routes.map((route) => errorHandler(verbOf(route), route.url, error));

/** No route ever answers: the UI stays in its loading state. */
export const pendingRoutes = (routes: readonly ApiRoute[]) =>
  routes.map((route) => pendingHandler(verbOf(route), route.url));

/** A 437 authentication failure as the server sends it (SPEC §8). */
export function authFailureHandler(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  error: string,
  message?: string,
) {
  return http[method](apiUrl(path), () =>
    HttpResponse.json(message === undefined ? { error } : { error, message }, {
      status: 437,
    }),
  );
}

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
