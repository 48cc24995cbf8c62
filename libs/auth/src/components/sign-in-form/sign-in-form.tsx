import { errorCode, errorMessage, errorStatus } from '@ruume/api-client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  API_ERRORS,
  paths,
  type CurrentUser,
  type LoginRequest,
} from '@ruume/contracts';
import { Alert, Button, Form, Stack, TextField, TextLink } from '@ruume/ui-kit';
import { useLoginMutation } from '../../api/auth-api';
import { lazyResolver } from '../form/lazy-resolver';
import { PasswordField } from '../password-field/password-field';
import { ResendVerification } from '../resend-verification/resend-verification';
import { StyledForgotLink } from './sign-in-form.styles';

export interface SignInFormProps {
  /** Called with the signed-in user (the caller stores the session and moves on). */
  onSignedIn: (user: CurrentUser) => void;
}

interface Failure {
  message: string;
  /** Set when the account waits for its registration link: offer a new one. */
  unverifiedEmail?: string;
}

// The sign-in page renders without the schema library: the form's schema loads when the
// visitor first focuses a field (or submits).
const resolver = lazyResolver<LoginRequest>(() =>
  import('./sign-in-schema').then((m) => m.signInResolver),
);

const describeFailure = (error: unknown, email: string): Failure => {
  if (errorCode(error) === 'EMAIL_NOT_VERIFIED')
    return { message: errorMessage(error), unverifiedEmail: email };
  if (errorStatus(error) === 401)
    return {
      message: errorMessage(error, API_ERRORS.INVALID_CREDENTIALS.message),
    };
  if (errorStatus(error) === 429)
    return { message: errorMessage(error, API_ERRORS.RATE_LIMITED.message) };
  return { message: errorMessage(error) };
};

/** Email and password sign-in (auth/login), with the server's answers shown above the fields. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const [signIn, { isLoading }] = useLoginMutation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onSignedIn(await signIn(values).unwrap());
    } catch (error) {
      setFailure(describeFailure(error, values.email));
    }
  });

  return (
    <Form onSubmit={submit} onFocus={resolver.preload} aria-label="sign in">
      {failure && (
        <Alert tone="danger">
          <Stack gap={3}>
            <span>{failure.message}</span>
            {failure.unverifiedEmail && (
              <ResendVerification email={failure.unverifiedEmail} />
            )}
          </Stack>
        </Alert>
      )}
      <TextField
        label="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Stack gap={2}>
        <PasswordField
          label="password"
          error={errors.password?.message}
          {...register('password')}
        />
        <StyledForgotLink>
          <TextLink to={paths.auth.forgotPassword}>forgot password?</TextLink>
        </StyledForgotLink>
      </Stack>
      <Button
        type="submit"
        size="lg"
        fullWidth
        busy={isLoading}
        busyLabel="signing in…"
      >
        sign in
      </Button>
    </Form>
  );
}
