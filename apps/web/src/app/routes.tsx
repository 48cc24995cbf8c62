import type { RouteObject } from 'react-router-dom';
import { routePatterns } from '@ruume/contracts';
import { AdminRoute, GuestRoute, ProtectedRoute, authPages } from '@ruume/auth';
import { billingPages } from '@ruume/billing';
import { meetingPages } from '@ruume/meeting';
import { monetizationPages } from '@ruume/monetization';
import { ShareAccessPage, sharePages } from '@ruume/share';
import { NotFoundPage } from '@ruume/ui-kit';
import { AppRoot } from './app-root';
import { RouteErrorPage } from './route-error-page';
import { lazyPage } from './lazy-page';

// Every page is a chunk of its own, fetched on first visit (the feature libs own those
// loaders), so the first bundle holds only the shell: the share page (a landing page with no
// form) is the one page bundled eagerly. Sign-in is a chunk too: its form library and schemas
// load for sign-in alone (docs/decisions.md, "What the landing pages load").
const settingsLayout = () =>
  import('./settings-layout').then((m) => m.SettingsLayout);
const signedInLayout = () =>
  import('./signed-in-layout').then((m) => m.SignedInLayout);
const guestLoginPage = async () => {
  const LoginPage = await authPages.login();
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
    errorElement: <RouteErrorPage />,
    children: [
      { path: p.home, lazy: lazyPage(guestLoginPage) },
      { path: p.login, lazy: lazyPage(authPages.login) },
      { path: p.register, lazy: lazyPage(authPages.register) },
      { path: p.extension.login, lazy: lazyPage(authPages.extensionLogin) },
      {
        path: p.extension.success,
        lazy: lazyPage(authPages.extensionLoginSuccess),
      },
      { path: p.auth.registerVerify, lazy: lazyPage(authPages.registerVerify) },
      { path: p.auth.googleSuccess, lazy: lazyPage(authPages.googleSuccess) },
      { path: p.auth.forgotPassword, lazy: lazyPage(authPages.forgotPassword) },
      {
        path: p.auth.forgotPasswordEmailSent,
        lazy: lazyPage(authPages.forgotPasswordEmailSent),
      },
      { path: p.auth.resetPassword, lazy: lazyPage(authPages.resetPassword) },
      {
        path: p.auth.resetPasswordSuccess,
        lazy: lazyPage(authPages.resetPasswordSuccess),
      },
      {
        path: p.auth.resetPasswordExpire,
        lazy: lazyPage(authPages.resetPasswordExpire),
      },
      { path: p.share.access, element: <ShareAccessPage /> },
      { path: p.share.download, lazy: lazyPage(sharePages.download) },
      { path: p.room, lazy: lazyPage(meetingPages.roomEntry) },
      { path: p.meeting, lazy: lazyPage(meetingPages.meeting) },
      { path: p.kick, lazy: lazyPage(meetingPages.kick) },
      {
        path: p.invitation.confirm,
        lazy: lazyPage(meetingPages.invitationConfirm),
      },
      {
        path: p.invitation.confirmSuccess,
        lazy: lazyPage(meetingPages.invitationConfirmSuccess),
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            path: p.personalization,
            lazy: lazyPage(authPages.personalization),
          },
          {
            lazy: lazyPage(signedInLayout),
            children: [
              {
                path: p.dashboard.root,
                lazy: lazyPage(meetingPages.dashboard),
              },
              {
                path: p.dashboard.scheduled,
                lazy: lazyPage(meetingPages.dashboard),
              },
              { path: p.dashboard.my, lazy: lazyPage(meetingPages.dashboard) },
              {
                path: p.dashboard.createTemplate,
                lazy: lazyPage(meetingPages.templateEditor),
              },
              {
                path: p.dashboard.editTemplate,
                lazy: lazyPage(meetingPages.templateEditor),
              },
              {
                path: p.settings.root,
                lazy: lazyPage(settingsLayout),
                children: [
                  { index: true, lazy: lazyPage(authPages.profileSettings) },
                  {
                    path: p.settings.subscription,
                    lazy: lazyPage(billingPages.subscription),
                  },
                  {
                    path: p.settings.subscriptionBilling,
                    lazy: lazyPage(billingPages.subscriptionBilling),
                  },
                  {
                    path: p.settings.monetization,
                    lazy: lazyPage(monetizationPages.monetization),
                  },
                  {
                    path: p.settings.recordings,
                    lazy: lazyPage(monetizationPages.recordings),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        element: <AdminRoute />,
        children: [
          { path: p.adminDashboard, lazy: lazyPage(authPages.adminDashboard) },
        ],
      },
      // A path holding only a room id goes to the room entry (SPEC §2), replacing history.
      { path: p.bareRoom, lazy: lazyPage(meetingPages.bareRoomRedirect) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
