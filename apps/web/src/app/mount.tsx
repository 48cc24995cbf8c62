import { StrictMode, startTransition, type ReactNode } from 'react';
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
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // A transition renders in slices that yield to the browser every few milliseconds, so the
  // first render is not one long task that holds the phone's main thread (Total Blocking Time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <Provider store={store}>
          <RuumeThemeProvider>{router}</RuumeThemeProvider>
        </Provider>
      </StrictMode>,
    );
  });
  const config = readRuntimeConfig();
  if (!config.sentryDsn && !config.analyticsKey) return;
  void afterFirstPaint()
    .then(() => import('../observability/start'))
    .then((m) => m.startObservability(config, import.meta.env.PROD));
}
