import { Link } from 'react-router-dom';
import { paths } from '@ruume/contracts';
import { Button, Stack, StatusPage } from '@ruume/ui-kit';

/** SPEC §2 /auth/reset-password/expire: the link was too old or already used. */
export function ResetPasswordExpirePage() {
  return (
    <StatusPage
      icon="warning"
      title="this link has expired"
      description="reset links work once, for 1 hour. ask for a new one and use the latest email we send."
      actions={
        <Stack gap={3} align="center">
          <Button as={Link} to={paths.auth.forgotPassword} size="lg">
            request a new link
          </Button>
          <Button as={Link} to={paths.login()} variant="ghost">
            back to sign in
          </Button>
        </Stack>
      }
    />
  );
}
