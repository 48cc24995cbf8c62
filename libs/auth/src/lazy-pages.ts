// Pages loaded on first visit, each in a chunk of its own: the shell's routes call these
// loaders, so none of this code is in the first bundle.
export const authPages = {
  register: () =>
    import('./pages/register-page/register-page').then((m) => m.RegisterPage),
  registerVerify: () =>
    import('./pages/register-verify-page/register-verify-page').then(
      (m) => m.RegisterVerifyPage,
    ),
  googleSuccess: () =>
    import('./pages/google-success-page/google-success-page').then(
      (m) => m.GoogleSuccessPage,
    ),
  forgotPassword: () =>
    import('./pages/forgot-password-page/forgot-password-page').then(
      (m) => m.ForgotPasswordPage,
    ),
  forgotPasswordEmailSent: () =>
    import(
      './pages/forgot-password-email-sent-page/forgot-password-email-sent-page'
    ).then((m) => m.ForgotPasswordEmailSentPage),
  resetPassword: () =>
    import('./pages/reset-password-page/reset-password-page').then(
      (m) => m.ResetPasswordPage,
    ),
  resetPasswordSuccess: () =>
    import(
      './pages/reset-password-success-page/reset-password-success-page'
    ).then((m) => m.ResetPasswordSuccessPage),
  resetPasswordExpire: () =>
    import(
      './pages/reset-password-expire-page/reset-password-expire-page'
    ).then((m) => m.ResetPasswordExpirePage),
  extensionLogin: () =>
    import('./pages/extension-login-page/extension-login-page').then(
      (m) => m.ExtensionLoginPage,
    ),
  extensionLoginSuccess: () =>
    import(
      './pages/extension-login-success-page/extension-login-success-page'
    ).then((m) => m.ExtensionLoginSuccessPage),
  personalization: () =>
    import('./pages/personalization-page/personalization-page').then(
      (m) => m.PersonalizationPage,
    ),
  profileSettings: () =>
    import('./pages/profile-settings-page/profile-settings-page').then(
      (m) => m.ProfileSettingsPage,
    ),
  adminDashboard: () =>
    import('./pages/admin-dashboard-page/admin-dashboard-page').then(
      (m) => m.AdminDashboardPage,
    ),
};
