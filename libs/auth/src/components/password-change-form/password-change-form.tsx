import { errorCode, errorMessage } from '@ruume/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messages, passwordChangeFormSchema } from '@ruume/contracts';
import { Alert, Button, Stack, toast } from '@ruume/ui-kit';
import { useChangePasswordMutation } from '../../api/user-api';
import { Form } from '../form/form';
import { StyledFormActions } from '../form/form.styles';
import { PasswordCriteria } from '../password-criteria/password-criteria';
import { PasswordField } from '../password-field/password-field';

const schema = passwordChangeFormSchema(true);
const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** SPEC §5 password change for a user who has a password (POST user/password). */
export function PasswordChangeForm() {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, watch, reset, setError, formState } = useForm(
    {
      resolver: zodResolver(schema),
      defaultValues: empty,
    },
  );
  const { errors } = formState;
  const values = watch();
  const incomplete = Object.values(values).some((value) => !value);

  const save = handleSubmit(async ({ currentPassword = '', newPassword }) => {
    setFailure(null);
    try {
      await changePassword({ currentPassword, newPassword }).unwrap();
      reset(empty);
      toast.success(messages.passwordUpdated);
    } catch (error) {
      const message = errorMessage(error);
      // The one failure that belongs to a field: say it there.
      if (errorCode(error) === 'INCORRECT_PASSWORD')
        setError('currentPassword', { message }, { shouldFocus: true });
      else setFailure(message);
    }
  });

  return (
    <Form onSubmit={save} aria-label="change password" narrow>
      <PasswordField
        label="current password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <Stack gap={3}>
        <PasswordField
          label="new password"
          autoComplete="new-password"
          aria-describedby="change-password-criteria"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordCriteria
          id="change-password-criteria"
          password={values.newPassword}
        />
      </Stack>
      <PasswordField
        label="confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {failure && <Alert tone="danger">{failure}</Alert>}
      <StyledFormActions>
        <Button
          type="submit"
          disabled={incomplete}
          busy={isLoading}
          busyLabel="saving…"
        >
          save
        </Button>
      </StyledFormActions>
    </Form>
  );
}
