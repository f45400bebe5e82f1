import { customType, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { decryptField, encryptField } from '../field-encryption';
import { createdAt, updatedAt } from './columns';
import { users } from './auth';
import { institutionProfiles } from './profiles';

/** A text column stored encrypted (server/db/field-encryption.ts); the code reads and writes plain text. */
const encryptedText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => encryptField(value),
  fromDriver: (value) => decryptField(value),
});

/**
 * A school's own identity provider (docs/product/school-sign-in.md), in the shape Better Auth's SSO
 * plugin reads (its `ssoProvider` model): `providerId` is the school's institution id, `oidcConfig`
 * the provider's settings as JSON, client secret included, hence encrypted. Written by FirstRung's
 * own endpoint (server/features/school-sign-in), read by the plugin as a student signs in.
 */
export const ssoProviders = pgTable(
  'sso_providers',
  {
    id: text('id').primaryKey(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutionProfiles.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    oidcConfig: encryptedText('oidc_config'),
    samlConfig: text('saml_config'),
    /** The staff member who configured it last. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    providerId: text('provider_id').notNull(),
    organizationId: text('organization_id'),
    /** The domains it vouches for, comma-separated (the plugin's format); one row each in school_sign_in_domains. */
    domain: text('domain').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sso_providers_provider_id_key').on(t.providerId), uniqueIndex('sso_providers_institution_id_key').on(t.institutionId)],
);

/** One e-mail domain belongs to one school: the primary key refuses a second school's claim, even in a race. */
export const schoolSignInDomains = pgTable(
  'school_sign_in_domains',
  {
    domain: text('domain').primaryKey(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutionProfiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('school_sign_in_domains_institution_idx').on(t.institutionId)],
);

/**
 * A class code (docs/product/school-sign-in.md#class-codes): a student types it at sign-up to ask to
 * join the school; it stops working when it expires or the school revokes it.
 */
export const classCodes = pgTable(
  'class_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutionProfiles.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    label: text('label').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('class_codes_code_key').on(t.code), index('class_codes_institution_idx').on(t.institutionId, t.createdAt.desc())],
);
