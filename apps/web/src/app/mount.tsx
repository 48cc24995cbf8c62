import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RuumeThemeProvider } from '@ruume/ui-kit';
import { readRuntimeConfig } from '../runtime-config';
import { afterFirstPaint } from './after-first-paint';
import { createStore } from './store';

/**
 * Renders an entry's router (the app's, or the share pages') with the store and the theme, then,
 * where they are configured, starts error reporting and analytics once the page has painted,
 * from a chunk of their own.
 */
export function mount(router: ReactNode): void {
  const store = createStore();
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Provider store={store}>
        <RuumeThemeProvider>{router}</RuumeThemeProvider>
      </Provider>
    </StrictMode>,
  );
  const config = readRuntimeConfig();
  if (!config.sentryDsn && !config.analyticsKey) return;
  void afterFirstPaint()
    .then(() => import('../observability/start'))
    .then((m) => m.startObservability(config, import.meta.env.PROD));
}
