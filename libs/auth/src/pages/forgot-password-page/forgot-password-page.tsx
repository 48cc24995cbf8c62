import { errorMessage, errorStatus } from '@ruume/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  authMessages,
  forgotPasswordRequestSchema,
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
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    const result = await requestReset({ email });
    const status = 'error' in result ? errorStatus(result.error) : undefined;
    if (status === 'FETCH_ERROR')
      return setFailure(authMessages.cannotReachServer);
    if (status === 429) return setFailure(errorMessage(result.error));
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
