// Test-only (kept out of the build and of ./testing): a share page rendered as the shell has it,
// on a memory router whose state tells how it navigated (push or replace).
import type { ReactElement } from 'react';
import { http } from 'msw';
import type { SetupServer } from 'msw/node';
import { Provider } from 'react-redux';
import {
  RouterProvider,
  createMemoryRouter,
  useLocation,
} from 'react-router-dom';
import { createAppStore } from '@ruume/api-client';
import { apiUrl } from '@ruume/api-client/testing';
import type { AnyEndpoint } from '@ruume/contracts';
import { renderWithTheme } from '@ruume/ui-kit/testing';

function NavigatedTo() {
  const { pathname, search } = useLocation();
  return <p>{`Navigated to ${pathname}${search}`}</p>;
}

/** `page` at `path` (a route pattern), opened at `route`; any other URL shows 'Navigated to …'. */
export function renderShareRoute(
  page: ReactElement,
  { route, path }: { route: string; path: string },
) {
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <NavigatedTo /> },
    ],
    { initialEntries: [route] },
  );
  const store = createAppStore();
  const rendered = renderWithTheme(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
    { router: false },
  );
  return { ...rendered, router, store };
}

/**
 * The JSON bodies the app sends to `endpoint`, as sent, while the test runs. The recorder
 * answers nothing, so the request goes on to the other handlers (which check it as the api does).
 */
export function recordBodies(server: SetupServer, endpoint: AnyEndpoint) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl(endpoint.path), async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}
