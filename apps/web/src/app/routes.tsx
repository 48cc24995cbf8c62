import { Suspense, lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { routePatterns } from '@ruume/contracts';
import { GuestRoute, authLandingPages } from '@ruume/auth';
import { AppRoot } from './app-root';
import { lazyPage } from './lazy-page';
import type { PageName } from './pages';

// Every page is a chunk of its own, fetched on first visit (the feature libs own those
// loaders), so the first bundle holds only the shell. Sign-in and registration are chunks too,
// their form library and schemas loading with them alone; the loaders of every other page are
// one more chunk (./pages), fetched on the first visit to any of them. A visitor landing on a
// share page gets the share pages' own entry instead (src/share/main.tsx); these routes serve
// them within the app (docs/decisions.md, "What the landing pages load").
// Error pages are rare: their code loads when one is shown.
const RouteErrorPage = lazy(() =>
  import('./route-error-page').then((m) => ({ default: m.RouteErrorPage })),
);
const page = (name: PageName) =>
  lazyPage(() => import('./pages').then((m) => m.pages[name]()));
const guestLoginPage = async () => {
  const LoginPage = await authLandingPages.login();
  return function GuestLoginPage() {
    return (
      <GuestRoute>
        <LoginPage />
      </GuestRoute>
    );
  };
};

const p = routePatterns;

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: (
      <Suspense fallback={null}>
        <RouteErrorPage />
      </Suspense>
    ),
    children: [
      { path: p.home, lazy: lazyPage(guestLoginPage) },
      { path: p.login, lazy: lazyPage(authLandingPages.login) },
      { path: p.register, lazy: lazyPage(authLandingPages.register) },
      { path: p.extension.login, lazy: page('extensionLogin') },
      {
        path: p.extension.success,
        lazy: page('extensionLoginSuccess'),
      },
      { path: p.auth.registerVerify, lazy: page('registerVerify') },
      { path: p.auth.googleSuccess, lazy: page('googleSuccess') },
      { path: p.auth.forgotPassword, lazy: page('forgotPassword') },
      {
        path: p.auth.forgotPasswordEmailSent,
        lazy: page('forgotPasswordEmailSent'),
      },
      { path: p.auth.resetPassword, lazy: page('resetPassword') },
      {
        path: p.auth.resetPasswordSuccess,
        lazy: page('resetPasswordSuccess'),
      },
      {
        path: p.auth.resetPasswordExpire,
        lazy: page('resetPasswordExpire'),
      },
      { path: p.share.access, lazy: page('shareAccess') },
      { path: p.share.download, lazy: page('download') },
      { path: p.room, lazy: page('roomEntry') },
      { path: p.liveRoom, lazy: page('room') },
      { path: p.kick, lazy: page('kick') },
      {
        path: p.invitation.confirm,
        lazy: page('invitationConfirm'),
      },
      {
        path: p.invitation.confirmSuccess,
        lazy: page('invitationConfirmSuccess'),
      },
      {
        lazy: page('protectedRoute'),
        children: [
          {
            path: p.personalization,
            lazy: page('personalization'),
          },
          {
            lazy: page('signedInLayout'),
            children: [
              {
                path: p.dashboard.root,
                lazy: page('dashboard'),
              },
              {
                path: p.dashboard.scheduled,
                lazy: page('dashboard'),
              },
              { path: p.dashboard.my, lazy: page('dashboard') },
              {
                path: p.dashboard.createTemplate,
                lazy: page('templateEditor'),
              },
              {
                path: p.dashboard.editTemplate,
                lazy: page('templateEditor'),
              },
              {
                path: p.settings.root,
                lazy: page('settingsLayout'),
                children: [
                  { index: true, lazy: page('profileSettings') },
                  {
                    path: p.settings.subscription,
                    lazy: page('subscription'),
                  },
                  {
                    path: p.settings.subscriptionBilling,
                    lazy: page('subscriptionBilling'),
                  },
                  {
                    path: p.settings.monetization,
                    lazy: page('monetization'),
                  },
                  {
                    path: p.settings.recordings,
                    lazy: page('recordings'),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        lazy: page('adminRoute'),
        children: [{ path: p.adminDashboard, lazy: page('adminDashboard') }],
      },
      // A path holding only a room id goes to the room entry (SPEC §2), replacing history.
      { path: p.bareRoom, lazy: page('bareRoomRedirect') },
      { path: '*', lazy: page('notFound') },
    ],
  },
];
