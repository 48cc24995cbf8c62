import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { RuumeThemeProvider } from '@ruume/ui-kit';
import { createStore } from './app/store';
import { afterFirstPaint } from './app/after-first-paint';
import { routes } from './app/routes';

const store = createStore();
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Provider store={store}>
      <RuumeThemeProvider>
        <RouterProvider router={router} />
      </RuumeThemeProvider>
    </Provider>
  </StrictMode>,
);

// Error reporting and analytics start once the page has painted, from a chunk of their own.
void afterFirstPaint()
  .then(() => import('./observability/start'))
  .then((m) => m.startObservability(import.meta.env.PROD));
