import { listenTestOidcProvider, type TestOidcProvider } from '../api/helpers/test-oidc-provider';
import { uniqueTag } from './accounts';
import { expect, test } from './fixtures';
import { schoolSignInProviderPort } from './mailbox-dir.mjs';

// A student signs in with their school's identity provider (docs/product/school-sign-in.md): a real
// OpenID Connect provider (oidc-provider) started here, on the port the test server allows as a
// private issuer (start-server.mjs); the school configures it through the API.

const CLIENT = { clientId: 'firstrung-e2e', clientSecret: 'e2e-provider-secret-5c0ffee' };

let idp: TestOidcProvider;
test.beforeAll(async () => {
  idp = await listenTestOidcProvider(schoolSignInProviderPort(process.env.E2E_PORT ?? '5055'));
});
test.afterAll(async () => {
  await idp.close();
});

test("a student signs in through the school's provider and lands on its roster, approved", async ({
  page,
  baseURL,
  visit,
  newUser,
  signIn,
  allowConsoleError,
}) => {
  // The provider's own login page asks for a web font the test machine cannot fetch.
  allowConsoleError(/fonts\.googleapis\.com|Failed to load resource/);
  const school = await newUser({ role: 'institution', signIn: false });
  const tag = uniqueTag();
  const domain = `${tag}.school.example`;
  const student = { email: `pupil@${domain}`, givenName: 'Noor', familyName: `Haddad${tag}` };
  idp.people.set(student.email, student);
  idp.start({ ...CLIENT, redirectUris: [`${baseURL}/api/identity/sso/callback/${school.profileId}`] });
  const saved = await school.api.put('/api/institution/sign-in-provider', { data: { issuer: idp.issuer, ...CLIENT, domains: [domain] } });
  expect(saved.status(), await saved.text()).toBe(200);

  await visit('/sign-in');
  await page.getByRole('button', { name: 'Sign in with your school' }).click();
  await page.getByLabel('School e-mail address').fill(student.email);
  await page.getByRole('button', { name: 'Continue to my school' }).click();

  // The provider's pages: its login form, then back to FirstRung, signed in as a new student.
  await page.waitForURL(`${idp.issuer}/**`);
  await page.locator('input[name="login"]').fill(student.email);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.waitForURL('**/setup-profile/student');
  const me = await page.request.get('/api/auth/user');
  expect(await me.json()).toMatchObject({ email: student.email, role: 'student' });

  // The school, signed in, has them on its roster.
  await page.context().clearCookies();
  await signIn(school);
  await visit('/');
  const roster = page.getByRole('region', { name: 'Students' }).or(
    page
      .locator('section, div')
      .filter({ has: page.getByRole('heading', { name: 'Students', exact: true }) })
      .first(),
  );
  await expect(roster.getByText(`${student.givenName} ${student.familyName}`)).toBeVisible();
});
