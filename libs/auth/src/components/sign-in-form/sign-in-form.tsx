import {
  errorCode,
  errorMessage,
  errorStatus,
  useFormSubmit,
} from '@ruume/api-client';
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

/** An account that waits for its registration link: its message, and a new link offered. */
interface Unverified {
  message: string;
  email: string;
}

// The sign-in page renders without the schema library: the form's schema loads when the
// visitor first focuses a field (or submits).
const resolver = lazyResolver<LoginRequest>(() =>
  import('./sign-in-schema').then((m) => m.signInResolver),
);

/** SPEC's text for a refusal the server gave no words for. */
const fallbackFor = (error: unknown) => {
  if (errorStatus(error) === 401) return API_ERRORS.INVALID_CREDENTIALS.message;
  if (errorStatus(error) === 429) return API_ERRORS.RATE_LIMITED.message;
  return undefined;
};

/** Email and password sign-in (auth/login), with the server's answers shown above the fields. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const [signIn, { isLoading }] = useLoginMutation();
  const [unverified, setUnverified] = useState<Unverified | null>(null);
  const { register, handleSubmit, getValues, formState } = useForm({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const { submit: send, failure } = useFormSubmit(signIn, {
    // An unconfirmed account is answered with its message and a resend of the link.
    handled: (error) => {
      if (errorCode(error) !== 'EMAIL_NOT_VERIFIED') return false;
      setUnverified({
        message: errorMessage(error),
        email: getValues('email'),
      });
      return true;
    },
    fallback: fallbackFor,
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setUnverified(null);
    const signedIn = await send(values);
    if (signedIn) onSignedIn(signedIn.data);
  });

  return (
    <Form onSubmit={submit} onFocus={resolver.preload} aria-label="sign in">
      {(failure || unverified) && (
        <Alert tone="danger">
          <Stack gap={3}>
            <span>{unverified?.message ?? failure}</span>
            {unverified && <ResendVerification email={unverified.email} />}
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
