import { isPublicRoutableHost } from '@better-auth/core/utils/host';
import { discoverOIDCConfig, DiscoveryError } from '@better-auth/sso';
import { invalidField } from '../../errors/app-error';
import { msg } from '../../errors/message';

/** The provider's settings FirstRung keeps (the plugin's `oidcConfig`), the secret included. */
export interface StoredOidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  pkce: true;
  discoveryEndpoint: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksEndpoint: string;
  userInfoEndpoint?: string | undefined;
  tokenEndpointAuthentication?: 'client_secret_post' | 'client_secret_basic' | 'private_key_jwt' | undefined;
  scopes: string[];
  mapping: { extraFields: { givenName: string; familyName: string } };
}

/**
 * Whether FirstRung may call this address of a school's provider: any public host, or an origin the
 * operator lists in SCHOOL_SIGN_IN_PRIVATE_ISSUERS (a provider on the school board's own network).
 * The same rule Better Auth applies at sign-in, where those origins are its trusted origins.
 */
export function providerAddressAllowed(url: string, privateIssuers: readonly string[]): boolean {
  const parsed = URL.parse(url);
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) return false;
  if (privateIssuers.includes(parsed.origin)) return true;
  return parsed.protocol === 'https:' && isPublicRoutableHost(parsed.hostname);
}

/**
 * Reads the provider's discovery document ({issuer}/.well-known/openid-configuration) as the plugin
 * does and keeps its endpoints, so a sign-in needs no discovery of its own. Refuses (400 naming
 * `issuer`) a document that cannot be read, names another issuer, or points somewhere not allowed.
 */
export async function discoverProvider(
  input: { issuer: string; clientId: string; clientSecret: string },
  privateIssuers: readonly string[],
): Promise<StoredOidcConfig> {
  const issuer = input.issuer.replace(/\/$/, '');
  if (!providerAddressAllowed(issuer, privateIssuers)) throw invalidField('issuer', 'schoolSignIn.issuerNotAllowed');
  try {
    const found = await discoverOIDCConfig({ issuer, isTrustedOrigin: (url) => providerAddressAllowed(url, privateIssuers) });
    if (!found.authorizationEndpoint || !found.tokenEndpoint || !found.jwksEndpoint) throw invalidField('issuer', 'schoolSignIn.discoveryIncomplete');
    return {
      issuer: found.issuer,
      clientId: input.clientId,
      clientSecret: input.clientSecret,
      pkce: true,
      discoveryEndpoint: found.discoveryEndpoint,
      authorizationEndpoint: found.authorizationEndpoint,
      tokenEndpoint: found.tokenEndpoint,
      jwksEndpoint: found.jwksEndpoint,
      userInfoEndpoint: found.userInfoEndpoint,
      tokenEndpointAuthentication: found.tokenEndpointAuthentication,
      // No offline_access: FirstRung never calls the provider again after the sign-in.
      scopes: ['openid', 'email', 'profile'],
      mapping: { extraFields: { givenName: 'given_name', familyName: 'family_name' } },
    };
  } catch (error) {
    if (!(error instanceof DiscoveryError)) throw error;
    if (error.code === 'issuer_mismatch') {
      throw invalidField('issuer', msg('schoolSignIn.issuerMismatch', { found: String(error.details?.discovered ?? '') }));
    }
    if (error.code === 'discovery_untrusted_origin' || error.code === 'discovery_private_host') {
      throw invalidField('issuer', 'schoolSignIn.issuerNotAllowed');
    }
    throw invalidField('issuer', 'schoolSignIn.discoveryFailed');
  }
}
