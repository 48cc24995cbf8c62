// The loaders of auth's landing pages (sign-in, registration), apart from authPages: the shell
// bundles these two with its first chunk and fetches the table of every other page later.
export const authLandingPages = {
  login: () => import('./pages/login-page/login-page').then((m) => m.LoginPage),
  register: () =>
    import('./pages/register-page/register-page').then((m) => m.RegisterPage),
};
