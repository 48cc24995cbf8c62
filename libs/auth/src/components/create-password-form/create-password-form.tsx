import { useFormSubmit } from '@ruume/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import {
  messages,
  passwordCreateFormSchema,
  type CurrentUser,
} from '@ruume/contracts';
import {
  Alert,
  Button,
  Stack,
  TextField,
  toast,
  FormActions,
  Form,
} from '@ruume/ui-kit';
import { useCreatePasswordMutation } from '../../api/user-api';
import { PasswordCriteria } from '../password-criteria/password-criteria';
import { PasswordField } from '../password-field/password-field';

const empty = { currentEmail: '', newPassword: '', confirmPassword: '' };
// The form checks the password itself; every server failure is SPEC §8's one text.
const fields = [] as const;

export interface CreatePasswordFormProps {
  user: CurrentUser;
  /** Tells the email and password tabs' forms apart for assistive technology (unique ids). */
  idPrefix: string;
}

/**
 * SPEC §4, §5: a social sign-in user creates a first password (PUT user {password}), after
 * confirming the account email. Until then the email cannot change.
 */
export function CreatePasswordForm({
  user,
  idPrefix,
}: CreatePasswordFormProps) {
  const schema = useMemo(
    () => passwordCreateFormSchema(user.email),
    [user.email],
  );
  const [createPassword, { isLoading }] = useCreatePasswordMutation();
  const { register, handleSubmit, watch, reset, setError, formState } = useForm(
    { resolver: zodResolver(schema), defaultValues: empty },
  );
  const { submit, failure } = useFormSubmit(createPassword, {
    setError,
    fields,
    failureText: messages.somethingWentWrong,
  });
  const { errors } = formState;
  const values = watch();
  const incomplete = Object.values(values).some((value) => value.trim() === '');
  const criteriaId = `${idPrefix}-create-password-criteria`;

  const save = handleSubmit(async ({ newPassword }) => {
    if (await submit({ password: newPassword })) {
      reset(empty);
      toast.success(messages.passwordUpdated);
    }
  });

  return (
    <Form onSubmit={save} aria-label="create password" narrow>
      <TextField
        label="current email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.currentEmail?.message}
        {...register('currentEmail')}
      />
      <Stack gap={3}>
        <PasswordField
          label="new password"
          autoComplete="new-password"
          aria-describedby={criteriaId}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordCriteria id={criteriaId} password={values.newPassword} />
      </Stack>
      <PasswordField
        label="confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {failure && <Alert tone="danger">{failure}</Alert>}
      <FormActions>
        <Button
          type="submit"
          disabled={incomplete}
          busy={isLoading}
          busyLabel="saving…"
        >
          create password
        </Button>
      </FormActions>
    </Form>
  );
}
