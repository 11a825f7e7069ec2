// A real OpenID Connect provider for the browser tests, standing in for Google.
// Usage: PORT=9000 CLIENT_ID=... CLIENT_SECRET=... REDIRECT_URI=... node provider.mjs
import Provider from 'oidc-provider';

const { PORT, CLIENT_ID, CLIENT_SECRET, REDIRECT_URI } = process.env;
if (!PORT || !CLIENT_ID || !CLIENT_SECRET || !REDIRECT_URI) {
  console.error('PORT, CLIENT_ID, CLIENT_SECRET and REDIRECT_URI are required');
  process.exit(2);
}

const issuer = `http://127.0.0.1:${PORT}`;

// Whatever login the tester types becomes the account: "ada" is Ada, ada@example.com.
function accountClaims(login) {
  const name = login.charAt(0).toUpperCase() + login.slice(1);
  return { sub: login, email: `${login}@example.com`, email_verified: true, name };
}

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      redirect_uris: [REDIRECT_URI],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  pkce: { required: () => true },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  // Like Google, put the profile in the ID token rather than only behind userinfo.
  conformIdTokenClaims: false,
  cookies: { keys: ['systemcraft-test-provider-only'] },
  features: { devInteractions: { enabled: true } },
  findAccount: (_ctx, id) => ({
    accountId: id,
    claims: () => accountClaims(id),
  }),
});

provider.listen(Number(PORT), '127.0.0.1', () => {
  console.log(`test OpenID provider listening on ${issuer}`);
});
