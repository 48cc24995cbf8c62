export { authApi, useCurrentUserQuery, useLogoutMutation } from './api/auth-api';
export {
  authReducer,
  authSlice,
  initialAuthState,
  loggedIn,
  loggedOut,
  selectAuth,
  selectCurrentUser,
  sessionChecked,
  type AuthState,
} from './state/auth-slice';
export { checkSession, login, logout } from './state/auth-thunks';
export { useAdminStatus, useAuth, type AdminStatus } from './state/use-auth';
export { ProtectedRoute } from './guards/protected-route';
export { AdminRoute } from './guards/admin-route';
export { GuestRoute } from './guards/guest-route';
export { LoginPage } from './pages/login-page/login-page';
export { RegisterPage } from './pages/register-page/register-page';
export { RegisterVerifyPage } from './pages/register-verify-page/register-verify-page';
export { GoogleSuccessPage } from './pages/google-success-page/google-success-page';
export { ForgotPasswordPage } from './pages/forgot-password-page/forgot-password-page';
export { ForgotPasswordEmailSentPage } from './pages/forgot-password-email-sent-page/forgot-password-email-sent-page';
export { ResetPasswordPage } from './pages/reset-password-page/reset-password-page';
export { ResetPasswordSuccessPage } from './pages/reset-password-success-page/reset-password-success-page';
export { ResetPasswordExpirePage } from './pages/reset-password-expire-page/reset-password-expire-page';
export { ExtensionLoginPage } from './pages/extension-login-page/extension-login-page';
export { ExtensionLoginSuccessPage } from './pages/extension-login-success-page/extension-login-success-page';
export { PersonalizationPage } from './pages/personalization-page/personalization-page';
export { ProfileSettingsPage } from './pages/profile-settings-page/profile-settings-page';
export { AdminDashboardPage } from './pages/admin-dashboard-page/admin-dashboard-page';
