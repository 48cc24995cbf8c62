import type { Configuration } from 'openid-client';
import { type Config, isLoopbackHttpUrl } from '../../config';

/** What must survive from the redirect to the callback (kept in a short-lived cookie). */
export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Who the provider says signed in. */
export interface OidcIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

/** Google sign-in (any OpenID Connect issuer): authorization code flow with PKCE, state and nonce. */
export interface GoogleSignIn {
  start(): Promise<{ url: string; checks: OidcChecks }>;
  /** Validates the provider's answer at `callbackUrl` and exchanges its code; throws when anything is off. */
  finish(callbackUrl: URL, checks: OidcChecks): Promise<OidcIdentity>;
}

/** undefined when GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not set. */
export function createGoogleSignIn(
  config: Pick<Config, 'oidcIssuer' | 'googleClientId' | 'googleClientSecret'>,
  redirectUri: string,
): GoogleSignIn | undefined {
  const { oidcIssuer, googleClientId, googleClientSecret } = config;
  if (!googleClientId || !googleClientSecret) return undefined;

  // Loaded when first used: ESM-only, and most deployments start without Google configured.
  const library = () => import('openid-client');
  let discovered: Promise<Configuration> | undefined;
  // Discovered on first use rather than at start, so an unreachable issuer never stops the
  // server; a failed discovery is retried by the next sign-in.
  const configuration = () => {
    discovered ??= library()
      .then(async (client) => {
        const insecure = isLoopbackHttpUrl(oidcIssuer);
        return client.discovery(
          new URL(oidcIssuer),
          googleClientId,
          { client_secret: googleClientSecret, redirect_uris: [redirectUri] },
          client.ClientSecretPost(googleClientSecret),
          {
            timeout: 10,
            // http is allowed for an issuer on this machine only (config enforces it).
            execute: insecure ? [client.allowInsecureRequests] : [],
          },
        );
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async start() {
      const client = await library();
      const checks: OidcChecks = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(
          checks.codeVerifier,
        ),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url: url.href, checks };
    },

    async finish(callbackUrl, checks) {
      const client = await library();
      const oidc = await configuration();
      const tokens = await client.authorizationCodeGrant(oidc, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('the provider returned no ID token');
      let claims: Record<string, unknown> = idToken;
      // Google puts email and names in the ID token; other issuers may only offer them at userinfo.
      if (typeof claims.email !== 'string') {
        claims = {
          ...(await client.fetchUserInfo(
            oidc,
            tokens.access_token,
            idToken.sub,
          )),
          ...idToken,
        };
      }
      const text = (value: unknown) =>
        typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
      return {
        subject: idToken.sub,
        email: text(claims.email)?.toLowerCase() ?? null,
        emailVerified:
          claims.email_verified === true || claims.email_verified === 'true',
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
      };
    },
  };
}
