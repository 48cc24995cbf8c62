import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths, type CurrentUser } from '@ruume/contracts';
import { Alert, Heading, Stack, Text, TextLink } from '@ruume/ui-kit';
import { AuthLayout } from '../../components/auth-layout/auth-layout';
import { SignInForm } from '../../components/sign-in-form/sign-in-form';
import { SocialSignIn } from '../../components/social-sign-in/social-sign-in';
import { nextPath } from '../../routing/next-path';
import { login } from '../../state/auth-thunks';
import { useAuthDispatch } from '../../state/use-auth';

/**
 * SPEC §2 / and /login: email and password sign-in, Google when offered. Shows the message of
 * an `error` query (a session that ended, a failed Google sign-in) and, once signed in, goes to
 * the `next` path of this app or the dashboard.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const error = params.get('error');
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();

  const signedIn = (user: CurrentUser) => {
    dispatch(login(user));
    navigate(nextPath(params.get('next')), { replace: true });
  };

  return (
    <AuthLayout>
      <Stack gap={2}>
        <Heading level={1}>sign in</Heading>
        <Text tone="muted">welcome back. sign in to meet in your ruumes.</Text>
      </Stack>
      {error && <Alert tone="danger">{error}</Alert>}
      <SignInForm onSignedIn={signedIn} />
      <SocialSignIn />
      <Text size="sm" tone="muted" align="center">
        new to ruume? <TextLink to={paths.register}>create an account</TextLink>
      </Text>
    </AuthLayout>
  );
}
