// A real OpenID Connect issuer for the Google sign-in tests: oidc-provider (ESM-only, so it runs
// in a process of its own, not in Jest) with its development login and consent pages.
//   node oidc-issuer.mjs <client_id> <client_secret> <redirect_uri>
// Prints {"issuer":"http://127.0.0.1:<port>"} once it listens. The login name typed on its login
// page is the account: base64url JSON {sub, email, email_verified, given_name, family_name}.
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const [clientId, clientSecret, redirectUri] = process.argv.slice(2);

const server = createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['given_name', 'family_name'],
  },
  // Like Google: the claims of the requested scopes are in the ID token.
  conformIdTokenClaims: false,
  cookies: { keys: ['ruume-test-issuer'] },
  features: { devInteractions: { enabled: true } },
  pkce: { required: () => true },
  async findAccount(_ctx, accountId) {
    const claims = JSON.parse(
      Buffer.from(accountId, 'base64url').toString('utf8'),
    );
    return { accountId, claims: async () => ({ ...claims, sub: accountId }) };
  },
});

server.on('request', provider.callback());
process.stdout.write(`${JSON.stringify({ issuer })}\n`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
