import crypto from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SaveSignInProviderBody, SignInProviderResponse } from '@common/contracts/school-sign-in';
import type { AppConfig } from '../../config/config';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { institutionProfiles, schoolSignInDomains, ssoProviders } from '../../db/schema';
import { AppError, invalidField } from '../../errors/app-error';
import { msg } from '../../errors/message';
import { recordAudit } from '../admin/audit-log';
import { discoverProvider, type StoredOidcConfig } from './provider-discovery';

/** The redirect URI the school gives its provider: the plugin's callback under Better Auth's base path. */
export function redirectUriOf(config: AppConfig, institutionId: string): string {
  return `${config.publicUrl}/api/identity/sso/callback/${institutionId}`;
}

function readConfig(stored: string | null): StoredOidcConfig | null {
  return stored ? (JSON.parse(stored) as StoredOidcConfig) : null;
}

/** The school's provider as its staff see it: the secret is never part of the answer. */
export async function readProviderSettings(db: Db, config: AppConfig, institutionId: string): Promise<SignInProviderResponse> {
  const [row] = await db.select().from(ssoProviders).where(eq(ssoProviders.institutionId, institutionId)).limit(1);
  const oidc = readConfig(row?.oidcConfig ?? null);
  return {
    provider:
      row && oidc
        ? {
            issuer: row.issuer,
            clientId: oidc.clientId,
            clientSecretSet: true,
            domains: row.domain.split(',').filter(Boolean),
            updatedAt: row.updatedAt.toISOString(),
          }
        : null,
    redirectUri: redirectUriOf(config, institutionId),
  };
}

function domainTaken(domain: string): AppError {
  const text = msg('schoolSignIn.domainTaken', { domain });
  return new AppError('CONFLICT', text, [{ path: 'domains', message: text }]);
}

/**
 * Saves the school's provider after reading its discovery document (so a wrong issuer is refused
 * now, not at a student's sign-in). Each domain belongs to one school: another school's claim is a
 * 409 naming the domain, checked first and held by the domains' primary key in a race. Written
 * to the audit log in the same transaction: a provider signs students in as the school's own.
 */
export async function saveProviderSettings(
  db: Db,
  config: AppConfig,
  request: FastifyRequest,
  caller: { institutionId: string; userId: string; email: string },
  body: SaveSignInProviderBody & { domains: string[] },
): Promise<void> {
  const { institutionId } = caller;
  const [existing] = await db.select().from(ssoProviders).where(eq(ssoProviders.institutionId, institutionId)).limit(1);
  const clientSecret = body.clientSecret ?? readConfig(existing?.oidcConfig ?? null)?.clientSecret;
  if (!clientSecret) throw invalidField('clientSecret', 'schoolSignIn.clientSecretRequired');

  const [claimed] = await db
    .select({ domain: schoolSignInDomains.domain })
    .from(schoolSignInDomains)
    .where(and(inArray(schoolSignInDomains.domain, body.domains), ne(schoolSignInDomains.institutionId, institutionId)))
    .limit(1);
  if (claimed) throw domainTaken(claimed.domain);

  const oidc = await discoverProvider({ issuer: body.issuer, clientId: body.clientId, clientSecret }, config.schoolSignInPrivateIssuers);
  const values = {
    issuer: oidc.issuer,
    oidcConfig: JSON.stringify(oidc),
    userId: caller.userId,
    domain: body.domains.join(','),
    updatedAt: new Date(),
  };
  try {
    await db.transaction(async (tx) => {
      await tx.delete(schoolSignInDomains).where(eq(schoolSignInDomains.institutionId, institutionId));
      await tx.insert(schoolSignInDomains).values(body.domains.map((domain) => ({ domain, institutionId })));
      // providerId is the school's id: the redirect URI names it, and the sign-in finds the school by it.
      await tx
        .insert(ssoProviders)
        .values({ id: crypto.randomUUID(), institutionId, providerId: institutionId, ...values })
        .onConflictDoUpdate({ target: ssoProviders.institutionId, set: values });
      await recordAudit(tx, request, {
        action: 'school_sign_in.provider_save',
        actor: { id: caller.userId, email: caller.email },
        details: { institutionId, issuer: oidc.issuer, domains: body.domains },
      });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [taken] = await db
      .select({ domain: schoolSignInDomains.domain })
      .from(schoolSignInDomains)
      .where(and(inArray(schoolSignInDomains.domain, body.domains), ne(schoolSignInDomains.institutionId, institutionId)))
      .limit(1);
    throw domainTaken(taken?.domain ?? body.domains[0]!);
  }
}

/** Students who signed in through it keep their accounts; nobody new signs in through it. Audited. */
export async function removeProviderSettings(
  db: Db,
  request: FastifyRequest,
  caller: { institutionId: string; userId: string; email: string },
): Promise<void> {
  const { institutionId } = caller;
  await db.transaction(async (tx) => {
    await tx.delete(schoolSignInDomains).where(eq(schoolSignInDomains.institutionId, institutionId));
    await tx.delete(ssoProviders).where(eq(ssoProviders.institutionId, institutionId));
    await recordAudit(tx, request, {
      action: 'school_sign_in.provider_remove',
      actor: { id: caller.userId, email: caller.email },
      details: { institutionId },
    });
  });
}

/** The verified school whose provider vouches for this e-mail's domain, or null. */
export async function findSchoolForEmail(db: Db, email: string): Promise<string | null> {
  const domain = email.split('@')[1]?.toLowerCase();
  if (!domain) return null;
  const [row] = await db
    .select({ institutionId: schoolSignInDomains.institutionId })
    .from(schoolSignInDomains)
    .innerJoin(ssoProviders, eq(ssoProviders.institutionId, schoolSignInDomains.institutionId))
    // A school whose verification was withdrawn signs nobody in.
    .innerJoin(institutionProfiles, eq(institutionProfiles.id, schoolSignInDomains.institutionId))
    .where(and(eq(schoolSignInDomains.domain, domain), eq(institutionProfiles.verificationStatus, 'verified')))
    .limit(1);
  return row?.institutionId ?? null;
}
