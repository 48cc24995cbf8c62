// What sign-up, sign-in and the mailed links tell users, once: the api answers with these and
// the app shows them (or falls back to them when a call never reached the server).
export const authMessages = {
  verifyLinkExpired:
    'this confirmation link has expired or was already used. sign in, or ask for a new link.',
  resetLinkExpired:
    'this password reset link has expired or was already used. please ask for a new one.',
  cannotReachServer:
    'we could not reach ruume. check your connection and try again.',
  googleNoVerifiedEmail:
    'your google account has no verified email address, so it cannot be used to sign in.',
  googleAccountInUse:
    'this google account is already linked to another ruume account.',
  googleNotConfigured: 'google sign-in is not configured on this server',
  googleUnavailable:
    'google sign-in is not available right now. please try again later.',
  googleCancelled: 'google sign-in was cancelled.',
  googleExpired: 'google sign-in took too long. please try again.',
  googleFailed: 'google sign-in failed. please try again.',
} as const;
