import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { RuumeThemeProvider } from '@ruume/ui-kit';
import { readRuntimeConfig } from './runtime-config';
import { startErrorReporting } from './observability/error-reporting';
import { startAnalytics } from './observability/analytics-client';
import { createStore } from './app/store';
import { routes } from './app/routes';

const config = readRuntimeConfig();
void startErrorReporting(config, import.meta.env.PROD);
void startAnalytics(config);

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
