// The session check (GET auth/me) runs on every first page load: its path stands alone so the
// landing chunk need not carry the whole endpoint table (endpoints.auth.me is built from it).
/** GET auth/me, the session check's one call. */
export const CURRENT_USER_API_PATH = 'auth/me';
