// A real OpenID Connect issuer standing in for Google in the browser tests: oidc-provider (ESM-only, so it runs
// in a process of its own rather than in Jest's CommonJS runtime) with its development login and consent
// pages, and one confidential client.
//   node oidc-issuer.mjs <client_id> <client_secret> <redirect_uri>
// Prints {"issuer":"http://127.0.0.1:<port>"} on stdout once it listens.
// Any login name typed on its login page signs in (any password): the account's subject is the login name,
// its email `<login>@gmail.test` (the login itself when it holds an @), verified, like a Google account.
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const [clientId, clientSecret, redirectUri] = process.argv.slice(2);
if (!clientId || !clientSecret || !redirectUri) {
  process.stderr.write(
    'usage: node oidc-issuer.mjs <client_id> <client_secret> <redirect_uri>\n',
  );
  process.exit(2);
}

const server = createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

function claimsOf(login) {
  const email = (
    login.includes('@') ? login : `${login}@gmail.test`
  ).toLowerCase();
  const givenName = login.split(/[.@_-]/)[0] || 'google';
  return {
    email,
    email_verified: true,
    given_name: givenName,
    family_name: 'oidc',
  };
}

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
  cookies: { keys: ['ruume-e2e-issuer'] },
  features: { devInteractions: { enabled: true } },
  pkce: { required: () => true },
  async findAccount(_ctx, accountId) {
    return {
      accountId,
      claims: async () => ({ sub: accountId, ...claimsOf(accountId) }),
    };
  },
});
provider.on('server_error', (_ctx, error) =>
  process.stderr.write(`oidc-provider server_error: ${error.stack}\n`),
);

server.on('request', provider.callback());
process.stdout.write(`${JSON.stringify({ issuer })}\n`);
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
