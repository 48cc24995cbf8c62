// Email change, password change and password creation for social users: the request bodies
// of SPEC §7 and the form checks of SPEC §5 (messages verbatim).
import { z } from 'zod';
import { existingPasswordSchema, passwordSchema } from '../auth/password';
import { emailSchema } from '../common/fields';
import { messages } from '../messages';

/** POST /user/email-update: a verification mail goes to the new address. */
export const emailUpdateRequestSchema = z.object({ newEmail: emailSchema });
export type EmailUpdateRequest = z.infer<typeof emailUpdateRequestSchema>;

/** GET user/email-update/confirm?token=…, opened from the mail: a bad token is checked, not refused. */
export const emailUpdateConfirmQuerySchema = z.object({
  token: z.string().optional(),
});

/** POST user/password, for users who already have a password. */
export const passwordChangeRequestSchema = z.object({
  currentPassword: existingPasswordSchema,
  newPassword: passwordSchema,
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

/** PUT /user {password}: a social sign-in user creates a first password. */
export const passwordCreateRequestSchema = z.object({
  password: passwordSchema,
});
export type PasswordCreateRequest = z.infer<typeof passwordCreateRequestSchema>;

const sameEmail = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

export interface EmailChangeValues {
  currentEmail: string;
  newEmail: string;
  confirmNewEmail: string;
}

/** SPEC §5 email change checks in order; the first failing message, or null. */
export const emailChangeError = (
  accountEmail: string,
  values: EmailChangeValues,
): string | null => {
  if (!sameEmail(values.currentEmail, accountEmail))
    return messages.currentEmailIncorrect;
  if (!sameEmail(values.newEmail, values.confirmNewEmail))
    return messages.newEmailsMismatch;
  if (sameEmail(values.newEmail, accountEmail))
    return messages.newEmailSameAsCurrent;
  return null;
};

const formText = z.string().trim();

/** Email change form (all fields required); issues land on the field they concern. */
export const emailChangeFormSchema = (accountEmail: string) =>
  z
    .object({
      currentEmail: formText,
      newEmail: emailSchema,
      confirmNewEmail: formText,
    })
    .superRefine((values, ctx) => {
      if (!sameEmail(values.currentEmail, accountEmail)) {
        ctx.addIssue({
          code: 'custom',
          path: ['currentEmail'],
          message: messages.currentEmailIncorrect,
        });
      }
      if (!sameEmail(values.newEmail, values.confirmNewEmail)) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmNewEmail'],
          message: messages.newEmailsMismatch,
        });
      } else if (sameEmail(values.newEmail, accountEmail)) {
        ctx.addIssue({
          code: 'custom',
          path: ['newEmail'],
          message: messages.newEmailSameAsCurrent,
        });
      }
    });
export type EmailChangeForm = z.infer<ReturnType<typeof emailChangeFormSchema>>;

const confirmationMatches = (
  ctx: z.RefinementCtx,
  password: string,
  confirmPassword: string,
) => {
  if (password !== confirmPassword) {
    ctx.addIssue({
      code: 'custom',
      path: ['confirmPassword'],
      message: messages.passwordMismatch,
    });
  }
};

/**
 * Password change form. The current-password field exists only when the user has a
 * password (SPEC §5); build the schema with `passwordExists` from the current user.
 */
export const passwordChangeFormSchema = (passwordExists: boolean) =>
  z
    .object({
      currentPassword: passwordExists
        ? existingPasswordSchema
        : z.string().optional(),
      newPassword: passwordSchema,
      confirmPassword: z.string(),
    })
    .superRefine((values, ctx) =>
      confirmationMatches(ctx, values.newPassword, values.confirmPassword),
    );
export type PasswordChangeForm = z.infer<
  ReturnType<typeof passwordChangeFormSchema>
>;

/** Password creation form for social users: account email check, then matching passwords. */
export const passwordCreateFormSchema = (accountEmail: string) =>
  z
    .object({
      currentEmail: formText,
      newPassword: passwordSchema,
      confirmPassword: z.string(),
    })
    .superRefine((values, ctx) => {
      if (!sameEmail(values.currentEmail, accountEmail)) {
        ctx.addIssue({
          code: 'custom',
          path: ['currentEmail'],
          message: messages.currentEmailIncorrect,
        });
      }
      confirmationMatches(ctx, values.newPassword, values.confirmPassword);
    });
export type PasswordCreateForm = z.infer<
  ReturnType<typeof passwordCreateFormSchema>
>;
