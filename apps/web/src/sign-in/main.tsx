import { Suspense, lazy } from 'react';
import { Route } from 'react-router-dom';
import { LoginPage, authLandingPages } from '@ruume/auth';
import { routePatterns } from '@ruume/contracts';
import { LoadingOverlay } from '@ruume/ui-kit';
import { mountLanding } from '../landing/mount-landing';

const RegisterPage = lazy(() =>
  authLandingPages.register().then((Page) => ({ default: Page })),
);

// The sign-in pages' own entry (sign-in.html), where people arrive to sign in or to create an
// account; signed in, they go on to the app.
mountLanding(
  <>
    <Route path={routePatterns.login} element={<LoginPage />} />
    <Route
      path={routePatterns.register}
      element={
        <Suspense fallback={<LoadingOverlay visible />}>
          <RegisterPage />
        </Suspense>
      }
    />
  </>,
);
