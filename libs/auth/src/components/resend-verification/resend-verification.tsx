import { errorMessage } from '@ruume/api-client';
import { useForm } from 'react-hook-form';
import type { ResendVerificationRequest } from '@ruume/contracts';
import { Alert, Button, Form, Stack, TextField } from '@ruume/ui-kit';
import { useResendVerificationMutation } from '../../api/auth-api';
import { lazyResolver } from '../form/lazy-resolver';

// Shown on the sign-in page after a failure: its schema loads on first validation (lazyResolver).
const resolver = lazyResolver<ResendVerificationRequest>(() =>
  import('./resend-verification-schema').then(
    (m) => m.resendVerificationResolver,
  ),
);

export interface ResendVerificationProps {
  /** The address, when the page knows it; otherwise the visitor types it. */
  email?: string;
  label?: string;
}

const sentText = (email: string) =>
  `if ${email} is waiting for confirmation, a new link is on its way. it works for 24 hours.`;

/** Asks for a new registration link (auth/resend-verification). */
export function ResendVerification({
  email,
  label = 'resend verification email',
}: ResendVerificationProps) {
  const [resend, { isLoading, isSuccess, isError, error, originalArgs }] =
    useResendVerificationMutation();
  const { register, handleSubmit, formState } = useForm({
    resolver,
    defaultValues: { email: email ?? '' },
  });
  const send = handleSubmit(async (values) => {
    await resend(values);
  });

  const outcome = isSuccess ? (
    <Alert tone="success">{sentText(originalArgs?.email ?? email ?? '')}</Alert>
  ) : isError ? (
    <Alert tone="danger">{errorMessage(error)}</Alert>
  ) : null;

  if (email) {
    return (
      <Stack gap={3} align="start">
        <Button
          variant="secondary"
          size="sm"
          leadingIcon="mail"
          busy={isLoading}
          busyLabel="sending…"
          onClick={() => void send()}
        >
          {label}
        </Button>
        {outcome}
      </Stack>
    );
  }
  return (
    <Form gap={4} onSubmit={send} aria-label="request a new confirmation link">
      <TextField
        label="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" fullWidth busy={isLoading} busyLabel="sending…">
        send a new link
      </Button>
      {outcome}
    </Form>
  );
}
