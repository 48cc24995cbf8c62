import { Link } from 'react-router-dom';
import { paths } from '@ruume/contracts';
import { Button, StatusPage } from '@ruume/ui-kit';

/** SPEC §2 /auth/reset-password/success. */
export function ResetPasswordSuccessPage() {
  return (
    <StatusPage
      icon="check-circle"
      title="your password has been reset"
      description="for your security you were signed out on every device. sign in with your new password."
      actions={
        <Button as={Link} to={paths.login()} size="lg">
          sign in
        </Button>
      }
    />
  );
}
