// The loaders of every page but the landing ones, in one chunk that the shell fetches on the
// first visit to any of them (see routes.tsx).
import type { ComponentType } from 'react';
import { AdminRoute, ProtectedRoute, authPages } from '@ruume/auth';
import { billingPages } from '@ruume/billing';
import { meetingPages } from '@ruume/meeting';
import { monetizationPages } from '@ruume/monetization';
import { roomPages } from '@ruume/room';
import { sharePages } from '@ruume/share';

export type PageName =
  | 'protectedRoute'
  | 'adminRoute'
  | 'extensionLogin'
  | 'extensionLoginSuccess'
  | 'registerVerify'
  | 'googleSuccess'
  | 'forgotPassword'
  | 'forgotPasswordEmailSent'
  | 'resetPassword'
  | 'resetPasswordSuccess'
  | 'resetPasswordExpire'
  | 'shareAccess'
  | 'download'
  | 'roomEntry'
  | 'room'
  | 'kick'
  | 'invitationConfirm'
  | 'invitationConfirmSuccess'
  | 'personalization'
  | 'dashboard'
  | 'templateEditor'
  | 'profileSettings'
  | 'subscription'
  | 'subscriptionBilling'
  | 'monetization'
  | 'recordings'
  | 'adminDashboard'
  | 'bareRoomRedirect'
  | 'settingsLayout'
  | 'signedInLayout'
  | 'notFound';

/** Spelled out so the type names no lib's internals (declaration emit). */
export const pages: Record<PageName, () => Promise<ComponentType>> = {
  protectedRoute: async () => ProtectedRoute,
  adminRoute: async () => AdminRoute,
  extensionLogin: authPages.extensionLogin,
  extensionLoginSuccess: authPages.extensionLoginSuccess,
  registerVerify: authPages.registerVerify,
  googleSuccess: authPages.googleSuccess,
  forgotPassword: authPages.forgotPassword,
  forgotPasswordEmailSent: authPages.forgotPasswordEmailSent,
  resetPassword: authPages.resetPassword,
  resetPasswordSuccess: authPages.resetPasswordSuccess,
  resetPasswordExpire: authPages.resetPasswordExpire,
  shareAccess: sharePages.access,
  download: sharePages.download,
  roomEntry: roomPages.roomEntry,
  room: roomPages.room,
  kick: roomPages.kick,
  invitationConfirm: meetingPages.invitationConfirm,
  invitationConfirmSuccess: meetingPages.invitationConfirmSuccess,
  personalization: authPages.personalization,
  dashboard: meetingPages.dashboard,
  templateEditor: meetingPages.templateEditor,
  profileSettings: authPages.profileSettings,
  subscription: billingPages.subscription,
  subscriptionBilling: billingPages.subscriptionBilling,
  monetization: monetizationPages.monetization,
  recordings: monetizationPages.recordings,
  adminDashboard: authPages.adminDashboard,
  bareRoomRedirect: roomPages.bareRoomRedirect,
  settingsLayout: () =>
    import('./settings-layout').then((m) => m.SettingsLayout),
  signedInLayout: () =>
    import('./signed-in-layout').then((m) => m.SignedInLayout),
  notFound: () => import('./not-found').then((m) => m.NotFoundPage),
};
