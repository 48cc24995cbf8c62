import { errorMessage, errorStatus } from '@ruume/api-client';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@ruume/contracts';
import { Button, Stack, StatusPage } from '@ruume/ui-kit';
import { useVerifyEmailMutation } from '../../api/auth-api';
import { ResendVerification } from '../../components/resend-verification/resend-verification';
import { login } from '../../state/auth-thunks';
import { useAuthDispatch } from '../../state/use-auth';

/**
 * SPEC §2 /auth/register/verify?token=…: the link of the registration mail. Confirms the
 * address on arrival, which signs the new user in.
 */
export function RegisterVerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const dispatch = useAuthDispatch();
  const [verify, result] = useVerifyEmailMutation();
  // A link works once: StrictMode's second effect run must not spend it again.
  const verifiedToken = useRef<string | null>(null);

  const run = (value: string) => {
    verifiedToken.current = value;
    verify({ token: value })
      .unwrap()
      .then((user) => dispatch(login(user)))
      .catch(() => undefined); // shown from the mutation state
  };

  useEffect(() => {
    if (token && verifiedToken.current !== token) run(token);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per token
  }, [token]);

  if (!token) {
    return (
      <StatusPage
        icon="warning"
        title="this link is incomplete"
        description="open the link from your confirmation email again, or ask for a new one below."
        actions={<ResendVerification />}
      />
    );
  }
  if (result.isSuccess) {
    return (
      <StatusPage
        icon="check-circle"
        title="your email is confirmed"
        description={`welcome to ruume${result.data.firstName ? `, ${result.data.firstName}` : ''}. you are signed in.`}
        actions={
          <Stack gap={3} align="center">
            <Button as={Link} to={paths.personalization} size="lg">
              set up your profile
            </Button>
            <Button as={Link} to={paths.dashboard.root} variant="ghost">
              skip to the dashboard
            </Button>
          </Stack>
        }
      />
    );
  }
  if (result.isError) {
    const status = errorStatus(result.error);
    if (status === 410 || status === 400) {
      return (
        <StatusPage
          icon="warning"
          title={
            status === 410 ? 'this link has expired' : 'this link is not valid'
          }
          description={
            status === 410
              ? errorMessage(result.error)
              : 'the link may have been cut short by your mail app. ask for a new one below.'
          }
          actions={<ResendVerification />}
        />
      );
    }
    // 403: the account is blocked; trying again cannot help.
    const retryable = status !== 403;
    return (
      <StatusPage
        icon="warning"
        title="we could not confirm your email"
        description={errorMessage(result.error)}
        actions={
          retryable ? (
            <Button onClick={() => run(token)}>try again</Button>
          ) : (
            <Button as={Link} to={paths.login()} variant="secondary">
              back to sign in
            </Button>
          )
        }
      />
    );
  }
  return (
    <StatusPage
      busy
      title="confirming your email…"
      description="this only takes a moment."
    />
  );
}
