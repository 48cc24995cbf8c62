import { useFormSubmit } from '@ruume/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { messages, passwordChangeFormSchema } from '@ruume/contracts';
import { Alert, Button, Stack, toast, FormActions, Form } from '@ruume/ui-kit';
import { useChangePasswordMutation } from '../../api/user-api';
import { PasswordCriteria } from '../password-criteria/password-criteria';
import { PasswordField } from '../password-field/password-field';

const schema = passwordChangeFormSchema(true);
const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
const fields = ['currentPassword', 'newPassword'] as const;

/** SPEC §5 password change for a user who has a password (POST user/password). */
export function PasswordChangeForm() {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { register, handleSubmit, watch, reset, setError, formState } = useForm(
    {
      resolver: zodResolver(schema),
      defaultValues: empty,
    },
  );
  // A wrong current password belongs to its field; anything else is said above the button.
  const { submit, failure } = useFormSubmit(changePassword, {
    setError,
    fields,
    codes: { INCORRECT_PASSWORD: 'currentPassword' },
  });
  const { errors } = formState;
  const values = watch();
  const incomplete = Object.values(values).some((value) => !value);

  const save = handleSubmit(async ({ currentPassword = '', newPassword }) => {
    if (await submit({ currentPassword, newPassword })) {
      reset(empty);
      toast.success(messages.passwordUpdated);
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
      <FormActions>
        <Button
          type="submit"
          disabled={incomplete}
          busy={isLoading}
          busyLabel="saving…"
        >
          save
        </Button>
      </FormActions>
    </Form>
  );
}
