// A shell written the way a team outside the monorepo would write it, from the published
// packages only: ui-kit's theme and toasts, api-client's store with its session, and auth's
// guard, sign-in page and lazily loaded admin dashboard on their routes.
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import {
  createBrowserRouter,
  createMemoryRouter,
  Outlet,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { createAppStore } from '@ruume/api-client';
import {
  AdminRoute,
  authPages,
  checkSession,
  LoginPage,
  useAuthDispatch,
} from '@ruume/auth';
import { RuumeThemeProvider, Toaster } from '@ruume/ui-kit';

export const createConsumerStore = () => createAppStore();

function Root() {
  const dispatch = useAuthDispatch();
  useEffect(() => {
    void dispatch(checkSession());
  }, [dispatch]);
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: '/login', element: <LoginPage /> },
      {
        path: '/admin',
        element: <AdminRoute fallback="/login" />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: await authPages.adminDashboard() }),
          },
        ],
      },
      { path: '*', element: <LoginPage /> },
    ],
  },
];

/** The app at `initialPath` (tests), or at the browser's location (the built app). */
export function ConsumerApp({ initialPath }: { initialPath?: string }) {
  const router = initialPath
    ? createMemoryRouter(routes, { initialEntries: [initialPath] })
    : createBrowserRouter(routes);
  return (
    <Provider store={createConsumerStore()}>
      <RuumeThemeProvider>
        <RouterProvider router={router} />
      </RuumeThemeProvider>
    </Provider>
  );
}
