// Sign-in, registration, verification and reset calls. SPEC §7 leaves them out ("not
// shown"), so they are ours:
//   POST auth/register            RegisterRequest           → 204 (a verification mail is sent)
//   POST auth/login               LoginRequest              → CurrentUser
//   POST auth/verify-email        VerifyEmailRequest        → CurrentUser (verifying signs in)
//   POST auth/resend-verification ResendVerificationRequest → 204
//   POST auth/forgot-password     ForgotPasswordRequest     → 204, also for unknown emails
//   POST auth/reset-password      ResetPasswordRequest      → 204; LINK_EXPIRED when too old
import { z } from 'zod';
import { emailSchema, requiredText, tokenSchema } from '../common/fields';
import { existingPasswordSchema, passwordSchema } from './password';

export const NAME_MAX_LENGTH = 50;

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: requiredText('first name', NAME_MAX_LENGTH),
  lastName: requiredText('last name', NAME_MAX_LENGTH),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: existingPasswordSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const verifyEmailRequestSchema = z.object({ token: tokenSchema() });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

export const resendVerificationRequestSchema = z.object({ email: emailSchema });
export type ResendVerificationRequest = z.infer<
  typeof resendVerificationRequestSchema
>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  token: tokenSchema(),
  newPassword: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

// Ours as well:
//   GET  auth/providers        → AuthProviders: which social sign-ins are configured
//   GET  auth/login/google     → 302 to the provider (404 when not configured)
//   POST auth/extension-token  → ExtensionToken for the browser extension (docs/extension-login.md)

/** Social sign-in providers this server offers; the app hides the buttons of the others. */
export const authProvidersSchema = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** A short-lived bearer token for the browser extension (Authorization: Bearer on auth/me). */
export const extensionTokenSchema = z.object({
  token: z.string().min(1),
  /** ISO 8601 date-time. */
  expiresAt: z.string(),
});
export type ExtensionToken = z.infer<typeof extensionTokenSchema>;
