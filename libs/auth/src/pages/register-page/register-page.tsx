import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { analytics, useFormSubmit } from '@ruume/api-client';
import { paths, registerRequestSchema } from '@ruume/contracts';
import {
  Alert,
  Button,
  Heading,
  Icon,
  Stack,
  Text,
  TextField,
  TextLink,
  Form,
  FieldRow,
} from '@ruume/ui-kit';
import { useRegisterMutation } from '../../api/auth-api';
import { AuthLayout } from '../../components/auth-layout/auth-layout';
import { PasswordCriteria } from '../../components/password-criteria/password-criteria';
import { PasswordField } from '../../components/password-field/password-field';
import { ResendVerification } from '../../components/resend-verification/resend-verification';
import { SocialSignIn } from '../../components/social-sign-in/social-sign-in';
import { StyledMailIcon } from './register-page.styles';

export const PASSWORDS_DO_NOT_MATCH = 'passwords do not match';

const registerFormSchema = registerRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DO_NOT_MATCH,
  });

const fields = ['firstName', 'lastName', 'email', 'password'] as const;

/** SPEC §2 /register: create an account, then check the mailbox for the confirmation link. */
export function RegisterPage() {
  const [registerAccount, { isLoading }] = useRegisterMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, watch, setError, formState } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
  });
  const { submit: send, failure } = useFormSubmit(registerAccount, {
    setError,
    fields,
  });
  const { errors } = formState;

  const submit = handleSubmit(
    async ({ confirmPassword: _confirm, ...account }) => {
      if (!(await send(account))) return;
      analytics.track('sign_up', { method: 'email' });
      setSentTo(account.email);
    },
  );

  // A taken address answers like a new one (its owner is mailed instead): the same next step.
  if (sentTo) return <CheckYourEmail email={sentTo} />;

  return (
    <AuthLayout>
      <Stack gap={2}>
        <Heading level={1}>create your account</Heading>
        <Text tone="muted">
          host your first ruume in minutes. free to start.
        </Text>
      </Stack>
      <Form onSubmit={submit} aria-label="create your account">
        {failure && <Alert tone="danger">{failure}</Alert>}
        <FieldRow>
          <TextField
            label="first name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </FieldRow>
        <TextField
          label="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Stack gap={3}>
          <PasswordField
            label="password"
            autoComplete="new-password"
            aria-describedby="register-password-criteria"
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordCriteria
            id="register-password-criteria"
            password={watch('password')}
          />
        </Stack>
        <PasswordField
          label="confirm password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          busy={isLoading}
          busyLabel="creating your account…"
        >
          create account
        </Button>
      </Form>
      <SocialSignIn />
      <Text size="sm" tone="muted" align="center">
        already have an account? <TextLink to={paths.login()}>sign in</TextLink>
      </Text>
    </AuthLayout>
  );
}

function CheckYourEmail({ email }: { email: string }) {
  const headingId = useId();
  // The form is gone: take screen-reader and keyboard users to what replaced it.
  useEffect(() => document.getElementById(headingId)?.focus(), [headingId]);
  return (
    <AuthLayout>
      <Stack gap={6} align="start">
        <StyledMailIcon>
          <Icon name="mail" size="xl" />
        </StyledMailIcon>
        <Stack gap={2}>
          <Heading level={1} id={headingId} tabIndex={-1}>
            check your email
          </Heading>
          <Text tone="muted">
            we sent an email to <strong>{email}</strong>. open its link to
            activate your account; it works for 24 hours. if this address
            already has an account, the email tells you how to sign in instead.
          </Text>
          <Text tone="muted" size="sm">
            nothing there? check your spam folder, or ask for a new link.
          </Text>
        </Stack>
        <ResendVerification email={email} label="resend the link" />
        <TextLink to={paths.login()}>back to sign in</TextLink>
      </Stack>
    </AuthLayout>
  );
}
