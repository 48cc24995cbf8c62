import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths, type CurrentUser } from '@ruume/contracts';
import { Heading, Stack, Text, TextLink, StatusPage } from '@ruume/ui-kit';
import { AuthLayout } from '../../components/auth-layout/auth-layout';
import { SignInForm } from '../../components/sign-in-form/sign-in-form';
import { login } from '../../state/auth-thunks';
import { useAuth, useAuthDispatch } from '../../state/use-auth';

/**
 * SPEC §2 /extension/login (docs/extension-login.md): the extension opens this tab, maybe with
 * ?extensionId=…; the visitor signs in (or already is) and goes on to the success page, query
 * string kept, which hands the extension its token.
 */
export function ExtensionLoginPage() {
  const { user, loading } = useAuth();
  const { search } = useLocation();
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const success = `${paths.extension.success}${search}`;

  if (loading) return <StatusPage busy title="checking your session…" />;
  // Already signed in on the web: straight through.
  if (user) return <Navigate to={success} replace />;

  const signedIn = (next: CurrentUser) => {
    dispatch(login(next));
    navigate(success, { replace: true });
  };

  return (
    <AuthLayout>
      <Stack gap={2}>
        <Heading level={1}>sign in to the ruume extension</Heading>
        <Text tone="muted">
          connect the extension to your account to start and join ruumes from
          any tab.
        </Text>
      </Stack>
      <SignInForm onSignedIn={signedIn} />
      <Text size="sm" tone="muted" align="center">
        no account yet? <TextLink to={paths.register}>create one</TextLink>
      </Text>
    </AuthLayout>
  );
}
