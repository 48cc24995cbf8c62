import { errorStatus, useFormSubmit } from '@ruume/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { passwordChangeFormSchema, paths } from '@ruume/contracts';
import {
  Alert,
  Button,
  Heading,
  Stack,
  StatusPage,
  Text,
  Form,
} from '@ruume/ui-kit';
import { useResetPasswordMutation } from '../../api/auth-api';
import { AuthLayout } from '../../components/auth-layout/auth-layout';
import { PasswordCriteria } from '../../components/password-criteria/password-criteria';
import { PasswordField } from '../../components/password-field/password-field';
import { logout } from '../../state/auth-thunks';
import { useAuth, useAuthDispatch } from '../../state/use-auth';

// The reset form is the password-change form without the current password.
const resetFormSchema = passwordChangeFormSchema(false);

/** SPEC §2 /auth/reset-password?token=…: the link of the reset mail. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const dispatch = useAuthDispatch();
  const { user } = useAuth();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const { register, handleSubmit, watch, setError, formState } = useForm({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  // An expired link moves on to its page; a refused password lands under its field.
  const { submit: reset, failure } = useFormSubmit(resetPassword, {
    setError,
    fields: ['newPassword'],
    handled: (error) => {
      if (errorStatus(error) !== 410) return false;
      navigate(paths.auth.resetPasswordExpire, { replace: true });
      return true;
    },
  });
  const { errors } = formState;

  const submit = handleSubmit(async ({ newPassword }) => {
    if (!token) return;
    if (!(await reset({ token, newPassword }))) return;
    // The reset signed the account out everywhere, this browser included.
    if (user) await dispatch(logout());
    navigate(paths.auth.resetPasswordSuccess, { replace: true });
  });

  if (!token) {
    return (
      <StatusPage
        icon="warning"
        title="this link is incomplete"
        description="open the link from your reset email again, or ask for a new one."
        actions={
          <Button as={Link} to={paths.auth.forgotPassword}>
            request a new link
          </Button>
        }
      />
    );
  }

  return (
    <AuthLayout>
      <Stack gap={2}>
        <Heading level={1}>choose a new password</Heading>
        <Text tone="muted">
          you will be signed out on every device, then sign in with the new
          password.
        </Text>
      </Stack>
      <Form onSubmit={submit} aria-label="choose a new password">
        {failure && <Alert tone="danger">{failure}</Alert>}
        <Stack gap={3}>
          <PasswordField
            label="new password"
            autoComplete="new-password"
            aria-describedby="reset-password-criteria"
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordCriteria
            id="reset-password-criteria"
            password={watch('newPassword')}
          />
        </Stack>
        <PasswordField
          label="confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          busy={isLoading}
          busyLabel="saving…"
        >
          reset password
        </Button>
      </Form>
    </AuthLayout>
  );
}
