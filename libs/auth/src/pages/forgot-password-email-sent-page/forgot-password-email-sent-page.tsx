import { Link, useLocation } from 'react-router-dom';
import { paths } from '@ruume/contracts';
import { Button, Stack, StatusPage, TextLink } from '@ruume/ui-kit';
import type { EmailSentState } from '../forgot-password-page/forgot-password-page';

/** SPEC §2 /auth/forgot-password/email-sent. */
export function ForgotPasswordEmailSentPage() {
  const email = (useLocation().state as EmailSentState | null)?.email;
  return (
    <StatusPage
      icon="mail"
      title="check your email"
      description={`if an account exists for ${email ?? 'that address'}, we sent it a link to choose a new password. the link works for 1 hour.`}
      actions={
        <Stack gap={4} align="center">
          <Button as={Link} to={paths.login()} size="lg">
            back to sign in
          </Button>
          <TextLink to={paths.auth.forgotPassword}>
            no email? try again
          </TextLink>
        </Stack>
      }
    />
  );
}
