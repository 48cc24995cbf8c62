import type { RouteObject } from 'react-router-dom';
import { routePatterns } from '@ruume/contracts';
import { AdminRoute, GuestRoute, LoginPage, ProtectedRoute } from '@ruume/auth';
import { ShareAccessPage } from '@ruume/share';
import { NotFoundPage } from '@ruume/ui-kit';
import { AppRoot } from './app-root';
import { RouteErrorPage } from './route-error-page';
import { lazyPage } from './lazy-page';

// Sign-in and the share page are where visitors land: bundled eagerly. Everything else is
// fetched on first visit, one chunk per feature lib.
const auth = () => import('@ruume/auth');
const billing = () => import('@ruume/billing');
const monetization = () => import('@ruume/monetization');
const share = () => import('@ruume/share');
const meeting = () => import('@ruume/meeting');
const settingsLayout = () => import('./settings-layout');

const p = routePatterns;

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: p.home, element: <GuestRoute><LoginPage /></GuestRoute> },
      { path: p.login, element: <LoginPage /> },
      { path: p.register, lazy: lazyPage(auth, (m) => m.RegisterPage) },
      { path: p.extension.login, lazy: lazyPage(auth, (m) => m.ExtensionLoginPage) },
      { path: p.extension.success, lazy: lazyPage(auth, (m) => m.ExtensionLoginSuccessPage) },
      { path: p.auth.registerVerify, lazy: lazyPage(auth, (m) => m.RegisterVerifyPage) },
      { path: p.auth.googleSuccess, lazy: lazyPage(auth, (m) => m.GoogleSuccessPage) },
      { path: p.auth.forgotPassword, lazy: lazyPage(auth, (m) => m.ForgotPasswordPage) },
      { path: p.auth.forgotPasswordEmailSent, lazy: lazyPage(auth, (m) => m.ForgotPasswordEmailSentPage) },
      { path: p.auth.resetPassword, lazy: lazyPage(auth, (m) => m.ResetPasswordPage) },
      { path: p.auth.resetPasswordSuccess, lazy: lazyPage(auth, (m) => m.ResetPasswordSuccessPage) },
      { path: p.auth.resetPasswordExpire, lazy: lazyPage(auth, (m) => m.ResetPasswordExpirePage) },
      { path: p.share.access, element: <ShareAccessPage /> },
      { path: p.share.download, lazy: lazyPage(share, (m) => m.ShareDownloadPage) },
      { path: p.room, lazy: lazyPage(meeting, (m) => m.RoomEntryPage) },
      { path: p.meeting, lazy: lazyPage(meeting, (m) => m.MeetingPage) },
      { path: p.kick, lazy: lazyPage(meeting, (m) => m.KickPage) },
      { path: p.invitation.confirm, lazy: lazyPage(meeting, (m) => m.InvitationConfirmPage) },
      { path: p.invitation.confirmSuccess, lazy: lazyPage(meeting, (m) => m.InvitationConfirmSuccessPage) },
      {
        element: <ProtectedRoute />,
        children: [
          { path: p.dashboard.root, lazy: lazyPage(meeting, (m) => m.DashboardPage) },
          { path: p.dashboard.scheduled, lazy: lazyPage(meeting, (m) => m.DashboardPage) },
          { path: p.dashboard.my, lazy: lazyPage(meeting, (m) => m.DashboardPage) },
          { path: p.dashboard.createTemplate, lazy: lazyPage(meeting, (m) => m.TemplateEditorPage) },
          { path: p.dashboard.editTemplate, lazy: lazyPage(meeting, (m) => m.TemplateEditorPage) },
          { path: p.personalization, lazy: lazyPage(auth, (m) => m.PersonalizationPage) },
          {
            path: p.settings.root,
            lazy: lazyPage(settingsLayout, (m) => m.SettingsLayout),
            children: [
              { index: true, lazy: lazyPage(auth, (m) => m.ProfileSettingsPage) },
              { path: p.settings.subscription, lazy: lazyPage(billing, (m) => m.SubscriptionPage) },
              { path: p.settings.subscriptionBilling, lazy: lazyPage(billing, (m) => m.SubscriptionBillingPage) },
              { path: p.settings.monetization, lazy: lazyPage(monetization, (m) => m.MonetizationPage) },
              { path: p.settings.recordings, lazy: lazyPage(monetization, (m) => m.RecordingsPage) },
            ],
          },
        ],
      },
      {
        element: <AdminRoute />,
        children: [{ path: p.adminDashboard, lazy: lazyPage(auth, (m) => m.AdminDashboardPage) }],
      },
      // A path holding only a room id goes to the room entry (SPEC §2), replacing history.
      { path: p.bareRoom, lazy: lazyPage(meeting, (m) => m.BareRoomRedirect) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
