import { useCallback, useState } from 'react';
import { errorCode, errorMessage, errorStatus } from '../errors/api-error';

/** react-hook-form's setError, structurally (api-client does not depend on the form library). */
type SetError<Field extends string> = (
  name: Field,
  error: { type?: string; message: string },
  options?: { shouldFocus: boolean },
) => void;

export interface FormSubmitOptions<Field extends string> {
  /** Left out by a form without react-hook-form: every failure is then the form's `failure`. */
  setError?: SetError<Field>;
  /** The form's fields: a server VALIDATION_ERROR naming one ("newEmail: …") lands under it. */
  fields?: readonly Field[];
  /** Error codes that belong to a field (INCORRECT_PASSWORD → currentPassword). */
  codes?: Partial<Record<string, Field>>;
  /**
   * The api's names of fields the form names otherwise (scheduledStartTime → date); a dotted
   * name ("monetizationDetail.participantFee") is also looked up by its first part.
   */
  aliases?: Partial<Record<string, Field>>;
  /**
   * A failure the form answers itself (a 429 that opens a modal, a 410 that moves on): return
   * true and nothing is shown.
   */
  handled?: (error: unknown) => boolean;
  /**
   * What to say when the server says nothing useful (unreachable, no message); a function when
   * that depends on the failure (sign-in: a 401 says the credentials are wrong).
   */
  fallback?: string | ((error: unknown) => string | undefined);
  /**
   * One fixed text for every failure that is not a field's, whatever the server said (SPEC §8:
   * email change and password creation say 'sorry, something went wrong').
   */
  failureText?: string;
  /**
   * Said above the actions too when a failure landed under a field (a long form whose field may
   * be out of sight: 'fix the errors above').
   */
  fieldFailureText?: string;
}

function isClientError(error: unknown): boolean {
  const status = errorStatus(error);
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** The field a failed call belongs to, if any (also for a flow that is not one submit: the lobby). */
export function serverErrorField<Field extends string>(
  error: unknown,
  {
    fields = [],
    codes = {},
    aliases = {},
  }: Pick<FormSubmitOptions<Field>, 'fields' | 'codes' | 'aliases'>,
): Field | undefined {
  const code = errorCode(error);
  if (code && codes[code]) return codes[code];
  if (code !== 'VALIDATION_ERROR') return undefined;
  const named = (error as { data?: { message?: string } }).data?.message?.match(
    /^([\w.]+): /,
  )?.[1];
  if (!named) return undefined;
  const alias = aliases[named] ?? aliases[named.split('.')[0]];
  return alias ?? fields.find((field) => field === named);
}

/**
 * Submits a form through an RTK Query mutation: on success resolves with the answer; on failure
 * a server validation error (or a code the form maps) lands on its field, anything else becomes
 * the one form-level `failure` to show above the actions.
 *
 *   const { submit, failure } = useFormSubmit(changePassword, { setError, fields, codes });
 *   const save = handleSubmit(async (values) => { if (await submit(values)) reset(); });
 */
export function useFormSubmit<Args, Result, Field extends string>(
  mutate: (args: Args) => { unwrap: () => Promise<Result> },
  options: FormSubmitOptions<Field>,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    setError,
    fields,
    codes,
    aliases,
    handled,
    fallback,
    failureText,
    fieldFailureText,
  } = options;
  const submit = useCallback(
    async (args: Args): Promise<{ data: Result } | undefined> => {
      setFailure(null);
      try {
        return { data: await mutate(args).unwrap() };
      } catch (error) {
        if (handled?.(error)) return undefined;
        const message = errorMessage(
          error,
          typeof fallback === 'function' ? fallback(error) : fallback,
        );
        const field =
          setError && serverErrorField(error, { fields, codes, aliases });
        if (field) {
          setError(field, { type: 'server', message }, { shouldFocus: true });
          if (fieldFailureText) setFailure(fieldFailureText);
        } else {
          // A 4xx is an answer the user reads (wrong password, blocked); anything else is a fault.
          if (!isClientError(error))
            console.error('a form could not be submitted', error);
          setFailure(failureText ?? message);
        }
        return undefined;
      }
    },
    [
      mutate,
      setError,
      fields,
      codes,
      aliases,
      handled,
      fallback,
      failureText,
      fieldFailureText,
    ],
  );
  return { submit, failure, clearFailure: () => setFailure(null) };
}
