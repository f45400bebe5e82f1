import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

// A real OpenID Connect provider for the tests (the npm `oidc-provider`, a certified implementation),
// on 127.0.0.1 and a free port: the school's "identity provider" a student signs in with.

export interface TestPerson {
  email: string;
  givenName: string;
  familyName: string;
}

export interface TestOidcProvider {
  /** Its issuer (and origin), e.g. http://127.0.0.1:43121. */
  issuer: string;
  /** Serves the provider, with one client allowed to come back to these redirect URIs. */
  start(client: { clientId: string; clientSecret: string; redirectUris: string[] }): void;
  /** People who can sign in: their login on the provider's page is their e-mail address. */
  people: Map<string, TestPerson>;
  close(): Promise<void>;
}

/**
 * Listens first (so the app under test can be told the origin, SCHOOL_SIGN_IN_PRIVATE_ISSUERS),
 * then `start` once the school, hence the redirect URI, exists. Port 0: any free port. The login page is the provider's
 * own development page (any password); consent is given by the provider itself for its one client,
 * as a school's provider does for its own applications.
 */
export async function listenTestOidcProvider(port = 0): Promise<TestOidcProvider> {
  const server = http.createServer((_request, response) => {
    response.statusCode = 503;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const people = new Map<string, TestPerson>();

  return {
    issuer,
    people,
    start(client) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: client.clientId,
            client_secret: client.clientSecret,
            redirect_uris: client.redirectUris,
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
        cookies: { keys: ['test-oidc-provider-cookie-key'] },
        features: { devInteractions: { enabled: true } },
        findAccount: (_ctx, id) => {
          const person = people.get(id);
          if (!person) return undefined;
          return {
            accountId: id,
            claims: () => ({
              sub: id,
              email: person.email,
              email_verified: true,
              given_name: person.givenName,
              family_name: person.familyName,
              name: `${person.givenName} ${person.familyName}`,
            }),
          };
        },
        loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
          const { client: requester, session, provider: self } = { client: ctx.oidc.client, session: ctx.oidc.session, provider: ctx.oidc.provider };
          if (!requester || !session?.accountId) return undefined;
          const existing = session.grantIdFor(requester.clientId);
          if (existing) return self.Grant.find(existing);
          const grant = new self.Grant({ clientId: requester.clientId, accountId: session.accountId });
          grant.addOIDCScope('openid email profile');
          await grant.save();
          return grant;
        },
      });
      const handle = provider.callback();
      server.removeAllListeners('request');
      server.on('request', (request, response) => void handle(request, response));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Cookies of one browser at the provider: enough of a jar for its interaction cookies. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Goes through the provider's pages as a browser would: from the authorization address to its login
 * page, types the login, and follows the redirects until the provider sends the browser back to the
 * app. Returns that address (the app's callback, with the code and state).
 */
export async function signInAtProvider(authorizationUrl: string, login: string, appOrigin: string): Promise<URL> {
  const jar = new CookieJar();
  let next = new URL(authorizationUrl);
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 10; step += 1) {
    if (next.origin === appOrigin) return next;
    const response = await fetch(next, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(body ? { body } : {}),
    });
    jar.take(response);
    const location = response.headers.get('location');
    if (location) {
      next = new URL(location, next);
      body = undefined;
      continue;
    }
    const page = await response.text();
    if (response.status !== 200 || !page.includes('name="login"')) throw new Error(`The provider answered ${response.status}: ${page.slice(0, 300)}`);
    // Its login page: the form posts back to the interaction's address.
    body = new URLSearchParams({ prompt: 'login', login, password: 'any' });
  }
  throw new Error('The provider never sent the browser back to the app');
}
