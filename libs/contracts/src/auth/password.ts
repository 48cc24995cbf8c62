// SPEC §5 password rules, as a checklist the UI can render and one schema the api enforces.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { messages } from '../messages';

export interface PasswordCriterion {
  id: 'length' | 'uppercase' | 'lowercase' | 'number' | 'symbol';
  label: string;
  test: (password: string) => boolean;
}

// Unicode-aware: 'É' counts as uppercase, and length counts characters, not UTF-16 units.
export const passwordCriteria: readonly PasswordCriterion[] = [
  {
    id: 'length',
    label: `at least ${PASSWORD_MIN_LENGTH} characters`,
    test: (p) => [...p].length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'uppercase',
    label: 'one uppercase letter',
    test: (p) => /\p{Lu}/u.test(p),
  },
  {
    id: 'lowercase',
    label: 'one lowercase letter',
    test: (p) => /\p{Ll}/u.test(p),
  },
  { id: 'number', label: 'one number', test: (p) => /\p{Nd}/u.test(p) },
  { id: 'symbol', label: 'one symbol', test: (p) => /[\p{P}\p{S}]/u.test(p) },
];

export const meetsPasswordCriteria = (password: string): boolean =>
  passwordCriteria.every((criterion) => criterion.test(password));

const passwordText = () =>
  z
    .string({ error: messages.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, messages.passwordTooLong);

/** A password being set: every criterion must hold. Never trimmed. */
export const passwordSchema = passwordText().refine(
  meetsPasswordCriteria,
  messages.passwordCriteriaNotMet,
);

/** A password being checked (sign-in, current password): older passwords may predate the criteria. */
export const existingPasswordSchema = passwordText().min(
  1,
  messages.passwordRequired,
);
