// The session's texts (SPEC §8), apart from the full table in messages.ts: the session check and
// the authentication-failure handling run on every first page load and need these two alone.
export const sessionMessages = {
  authenticationFailed: 'Authentication failed',
  userNotAuthenticated: 'User not authenticated',
} as const;
