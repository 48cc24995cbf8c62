// SPEC §7 User: the signed-in user's own account.
import { endpointsOf } from './endpoint';

const { call, upload, navigation } = endpointsOf(() => import('./schemas'));

export const userEndpoints = {
  get: call('GET', '/user', (s) => ({ response: s.currentUserSchema })),
  /**
   * Profile fields and an optional profilePic (multipart), or JSON {password}: a social
   * sign-in user's first password (same path, SPEC §7).
   */
  update: upload('PUT', '/user', (s) => ({
    body: s.profileUpdateSchema,
    response: s.currentUserSchema,
  })),
  createPassword: call('PUT', '/user', (s) => ({
    body: s.passwordCreateRequestSchema,
    response: s.currentUserSchema,
  })),
  deleteProfilePic: call('DELETE', '/user/profile-pic', (s) => ({
    response: s.currentUserSchema,
  })),
  /** Multipart: a profileBanner file. */
  uploadProfileBanner: upload('POST', '/user/profile-banner', (s) => ({
    response: s.currentUserSchema,
  })),
  delete: call('DELETE', '/user/:id', (s) => ({
    params: s.idParamsSchema,
    response: s.noContent,
  })),
  emailUpdate: call('POST', '/user/email-update', (s) => ({
    body: s.emailUpdateRequestSchema,
    response: s.noContent,
  })),
  changePassword: call('POST', '/user/password', (s) => ({
    body: s.passwordChangeRequestSchema,
    response: s.noContent,
  })),
  /** From the email-change mail: switches the email, redirects to /settings. */
  confirmEmailUpdate: navigation('GET', '/user/email-update/confirm', (s) => ({
    query: s.emailUpdateConfirmQuerySchema,
    response: s.noContent,
  })),
};
