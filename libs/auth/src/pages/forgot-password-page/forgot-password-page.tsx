import { errorStatus, useFormSubmit } from '@ruume/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  authMessages,
  forgotPasswordRequestSchema,
  type ForgotPasswordRequest,
  paths,
} from '@ruume/contracts';
import {
  Alert,
  Button,
  Heading,
  Stack,
  Text,
  TextField,
  TextLink,
  Form,
} from '@ruume/ui-kit';
import { useForgotPasswordMutation } from '../../api/auth-api';
import { AuthLayout } from '../../components/auth-layout/auth-layout';

/** The call never got through, or was rate-limited: nothing was said about the address. */
const gotNoAnswer = (error: unknown) => {
  const status = errorStatus(error);
  return status === 'FETCH_ERROR' || status === 429;
};

/** The address the email-sent page mentions (router state, so it stays out of the URL). */
export interface EmailSentState {
  email?: string;
}

/**
 * SPEC §2 /auth/forgot-password. The answer is the same whether or not the address has an
 * account, so the page always moves on to email-sent; only a call that never got through
 * (offline, rate-limited) keeps the visitor here.
 */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [requestReset, { isLoading }] = useForgotPasswordMutation();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  // Only a call that never got through (offline, rate-limited) is said; any other answer moves
  // on like a success, so the page never tells whether the address has an account.
  const requestAnswered = useCallback(
    (request: ForgotPasswordRequest) => ({
      unwrap: () =>
        requestReset(request)
          .unwrap()
          .catch((error: unknown) => {
            if (!gotNoAnswer(error)) return;
            throw error;
          }),
    }),
    [requestReset],
  );
  const { submit: send, failure } = useFormSubmit(requestAnswered, {
    fallback: (error) =>
      errorStatus(error) === 'FETCH_ERROR'
        ? authMessages.cannotReachServer
        : undefined,
  });

  const submit = handleSubmit(async ({ email }) => {
    if (!(await send({ email }))) return;
    const state: EmailSentState = { email };
    navigate(paths.auth.forgotPasswordEmailSent, { state });
  });

  return (
    <AuthLayout>
      <Stack gap={2}>
        <Heading level={1}>forgot your password?</Heading>
        <Text tone="muted">
          enter the email you signed up with and we will send you a link to
          choose a new one.
        </Text>
      </Stack>
      <Form onSubmit={submit} aria-label="reset your password">
        {failure && <Alert tone="danger">{failure}</Alert>}
        <TextField
          label="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          busy={isLoading}
          busyLabel="sending…"
        >
          send reset link
        </Button>
      </Form>
      <Text size="sm" tone="muted" align="center">
        remembered it? <TextLink to={paths.login()}>back to sign in</TextLink>
      </Text>
    </AuthLayout>
  );
}
