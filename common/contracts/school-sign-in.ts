import { z } from 'zod';
import { keyed } from '../messages';
import { emailSchema } from './auth';

// Signing students in with their school's own identity provider (OpenID Connect):
// docs/product/school-sign-in.md#sign-in-with-the-schools-identity-provider-openid-connect.

/** The most e-mail domains one school's provider vouches for. */
export const SCHOOL_SIGN_IN_DOMAINS_MAX = 10;

/** A bare e-mail domain ("school.example"), lower case; no scheme, no "@", no path. */
const domainField = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, keyed('schoolSignIn.domainInvalid'));

const issuerField = z
  .string()
  .trim()
  .max(500)
  .url(keyed('schoolSignIn.issuerInvalid'))
  .regex(/^https?:\/\//, keyed('schoolSignIn.issuerInvalid'));

const domainsField = z
  .array(domainField)
  .min(1, keyed('schoolSignIn.domainsRequired'))
  .max(SCHOOL_SIGN_IN_DOMAINS_MAX, keyed('schoolSignIn.domainsTooMany', { max: SCHOOL_SIGN_IN_DOMAINS_MAX }))
  .transform((domains) => [...new Set(domains)]);

/** What a school's staff save; `clientSecret` left out keeps the one stored. */
export const saveSignInProviderBody = z.object({
  issuer: issuerField,
  clientId: z.string().trim().min(1, keyed('schoolSignIn.clientIdRequired')).max(500),
  clientSecret: z.string().trim().min(1, keyed('schoolSignIn.clientSecretRequired')).max(2000).optional(),
  domains: domainsField,
});

/** The settings form: the domains typed in one box, separated by commas or spaces; an empty secret keeps the stored one. */
export const signInProviderForm = saveSignInProviderBody.extend({
  clientSecret: z
    .string()
    .trim()
    .max(2000)
    .transform((value) => value || undefined),
  domains: z
    .string()
    .transform((text) => text.split(/[\s,]+/).filter(Boolean))
    .pipe(domainsField),
});
export type SaveSignInProviderBody = z.input<typeof saveSignInProviderBody>;

/** The school's provider as its staff see it: never the secret, only whether one is stored. */
export const signInProviderSettings = z.object({
  issuer: z.string(),
  clientId: z.string(),
  clientSecretSet: z.literal(true),
  domains: z.array(z.string()),
  updatedAt: z.string(),
});

export const signInProviderResponse = z.object({
  /** null: none configured yet. */
  provider: signInProviderSettings.nullable(),
  /** The address the school gives its provider as the allowed redirect URI. */
  redirectUri: z.string(),
});
export type SignInProviderResponse = z.output<typeof signInProviderResponse>;

export const startSchoolSignInBody = z.object({ email: emailSchema });

/** Where the browser goes next: the school's provider. */
export const startSchoolSignInResponse = z.object({ url: z.string() });

/** The provider's answer, as it sends it back (the plugin checks each part). */
export const schoolSignInCallbackQuery = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(4000).optional(),
  error: z.string().max(500).optional(),
  error_description: z.string().max(2000).optional(),
  iss: z.string().max(500).optional(),
});

export const schoolSignInCallbackParams = z.object({ providerId: z.string().uuid() });
