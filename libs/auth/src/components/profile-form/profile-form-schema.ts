import { z } from 'zod';
import {
  httpUrlSchema,
  NAME_MAX_LENGTH,
  requiredText,
  type CurrentUser,
} from '@ruume/contracts';
import type { ProfileFields } from '../../api/user-api';

const optional = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

// People type 'jane.example.com'; the api wants an http(s) address.
const withScheme = (value: string) =>
  value === '' || /^https?:\/\//i.test(value) ? value : `https://${value}`;
const website = httpUrlSchema('website');

/** The profile form (PUT user): the limits of the api's profileUpdateSchema, as form fields. */
export const profileFormSchema = z.object({
  firstName: requiredText('first name', NAME_MAX_LENGTH),
  lastName: requiredText('last name', NAME_MAX_LENGTH),
  pronouns: optional('pronouns', 30),
  workspaceName: optional('workspace name', 100),
  workspaceRole: optional('workspace role', 100),
  website: z
    .string()
    .trim()
    .transform(withScheme)
    .refine(
      (value) => value === '' || website.safeParse(value).success,
      'please enter a web address, e.g. example.com',
    ),
  displayFirstNameOnly: z.boolean(),
});

export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

export const profileFormDefaults = (user: CurrentUser): ProfileFormInput => ({
  firstName: user.firstName,
  lastName: user.lastName,
  pronouns: user.pronouns ?? '',
  workspaceName: user.workspaceName ?? '',
  workspaceRole: user.workspaceRole ?? '',
  website: user.website ?? '',
  displayFirstNameOnly: user.displayFirstNameOnly,
});

/** Multipart text of the fields that changed ('' clears an optional field). */
export function changedFields(
  values: Partial<ProfileFormValues>,
  dirty: Partial<Record<keyof ProfileFormValues, unknown>>,
): ProfileFields {
  const fields: ProfileFields = {};
  for (const key of Object.keys(values) as (keyof ProfileFormValues)[]) {
    if (dirty[key] && values[key] !== undefined)
      fields[key] = String(values[key]);
  }
  return fields;
}

export const pronounSuggestions = [
  'she/her',
  'he/him',
  'they/them',
  'she/they',
  'he/they',
];
export const workspaceRoleSuggestions = [
  'host',
  'teacher',
  'coach',
  'consultant',
  'creator',
  'manager',
  'student',
];
