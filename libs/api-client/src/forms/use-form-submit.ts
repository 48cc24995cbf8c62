import { useCallback, useState } from 'react';
import { errorCode, errorMessage } from '../errors/api-error';

/** react-hook-form's setError, structurally (api-client does not depend on the form library). */
type SetError<Field extends string> = (
  name: Field,
  error: { type?: string; message: string },
  options?: { shouldFocus: boolean },
) => void;

export interface FormSubmitOptions<Field extends string> {
  setError: SetError<Field>;
  /** The form's fields: a server VALIDATION_ERROR naming one ("newEmail: …") lands under it. */
  fields: readonly Field[];
  /** Error codes that belong to a field (INCORRECT_PASSWORD → currentPassword). */
  codes?: Partial<Record<string, Field>>;
  /** What to say when the server says nothing useful (unreachable, no message). */
  fallback?: string;
}

/** The field a failed call belongs to, if any. */
function fieldOf<Field extends string>(
  error: unknown,
  { fields, codes = {} }: Pick<FormSubmitOptions<Field>, 'fields' | 'codes'>,
): Field | undefined {
  const code = errorCode(error);
  if (code && codes[code]) return codes[code];
  if (code !== 'VALIDATION_ERROR') return undefined;
  const named = (error as { data?: { message?: string } }).data?.message?.match(
    /^([\w.]+): /,
  )?.[1];
  return fields.find((field) => field === named);
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
  const { setError, fields, codes, fallback } = options;
  const submit = useCallback(
    async (args: Args): Promise<{ data: Result } | undefined> => {
      setFailure(null);
      try {
        return { data: await mutate(args).unwrap() };
      } catch (error) {
        const message = errorMessage(error, fallback);
        const field = fieldOf(error, { fields, codes });
        if (field)
          setError(field, { type: 'server', message }, { shouldFocus: true });
        else setFailure(message);
        return undefined;
      }
    },
    [mutate, setError, fields, codes, fallback],
  );
  return { submit, failure, clearFailure: () => setFailure(null) };
}
