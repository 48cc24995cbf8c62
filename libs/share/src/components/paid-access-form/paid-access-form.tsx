import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@ruume/ui-kit';
import { StyledPaidAccessForm } from './paid-access-form.styles';

export interface PaidAccessFormProps {
  /** Called with the email once the browser has checked it (required, email type). */
  onSubmit: (email: string) => void;
  /** The access check or checkout is running: 'Checking...', disabled. */
  checking?: boolean;
  /** Another action runs (a donation): the button waits. */
  disabled?: boolean;
  /** Shown under the email field with a warning icon. */
  error?: string | null;
}

/**
 * SPEC §2's paid flow form: an email and 'Continue'. A plain form: the browser's own
 * required/email checks are all SPEC §5 asks, and the landing page stays free of a form library.
 */
export function PaidAccessForm({
  onSubmit,
  checking = false,
  disabled = false,
  error,
}: PaidAccessFormProps) {
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(email);
  };

  return (
    <StyledPaidAccessForm onSubmit={submit}>
      <TextField
        label="email"
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error ?? undefined}
      />
      <Button
        type="submit"
        size="lg"
        fullWidth
        busy={checking}
        busyLabel="Checking..."
        disabled={disabled}
      >
        Continue
      </Button>
    </StyledPaidAccessForm>
  );
}
