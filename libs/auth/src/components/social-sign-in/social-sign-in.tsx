import { apiUrl, authEndpoints, pathOf } from '@ruume/contracts';
import { Button } from '@ruume/ui-kit';
import { useAuthProvidersQuery } from '../../api/auth-api';
import { StyledDivider } from './social-sign-in.styles';

/**
 * 'continue with Google', only when the server offers it (auth/providers). A browser
 * navigation: the api sends the visitor to Google and back to /auth/login/google/success.
 */
export function SocialSignIn() {
  const { data } = useAuthProvidersQuery();
  if (!data?.google) return null;
  return (
    <>
      <StyledDivider>
        <span>or</span>
      </StyledDivider>
      <Button
        as="a"
        href={apiUrl(pathOf(authEndpoints.googleLogin, {}))}
        variant="secondary"
        size="lg"
        fullWidth
      >
        continue with Google
      </Button>
    </>
  );
}
