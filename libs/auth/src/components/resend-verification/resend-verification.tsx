import { useFormSubmit } from '@ruume/api-client';
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

const EMAIL_FIELD = ['email'] as const;

const sentText = (email: string) =>
  `if ${email} is waiting for confirmation, a new link is on its way. it works for 24 hours.`;

/** Asks for a new registration link (auth/resend-verification). */
export function ResendVerification({
  email,
  label = 'resend verification email',
}: ResendVerificationProps) {
  const [resend, { isLoading, isSuccess, originalArgs }] =
    useResendVerificationMutation();
  const { register, handleSubmit, formState, setError } = useForm({
    resolver,
    defaultValues: { email: email ?? '' },
  });
  // With the address given there is no field to show a server's word on it: all is the alert's.
  const { submit, failure } = useFormSubmit(resend, {
    setError: email ? undefined : setError,
    fields: EMAIL_FIELD,
  });
  const send = handleSubmit(async (values) => {
    await submit(values);
  });

  const outcome = failure ? (
    <Alert tone="danger">{failure}</Alert>
  ) : isSuccess ? (
    <Alert tone="success">{sentText(originalArgs?.email ?? email ?? '')}</Alert>
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
