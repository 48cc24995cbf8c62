import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { mount } from '../app/mount';
import { LandingRoutes } from './landing-routes';
import { PageErrorBoundary } from './page-error-boundary';

/**
 * Starts a landing entry (a page of its own where people arrive from outside, lighter than the
 * app: docs/decisions.md, "What the landing pages load") with its routes: the declarative
 * router, the store and the theme, and the app's error page if a page fails to render.
 */
export function mountLanding(routes: ReactNode): void {
  mount(
    <BrowserRouter>
      <PageErrorBoundary>
        <LandingRoutes>{routes}</LandingRoutes>
      </PageErrorBoundary>
    </BrowserRouter>,
  );
}
