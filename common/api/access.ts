import type { Role } from '../enums';
import type { commonMessages, PlainKeyOf } from '../messages';

/**
 * Who may call an endpoint: the one permission rule of each declaration. The server checks it
 * before it reads the body (a visitor gets 401 and a wrong role 403 whatever they sent); the
 * authorization matrix test derives every persona's expected answer from it. Rules that need data
 * (owning a posting, a student with a profile) are the handler's, after this check.
 */
export interface Access {
  /** false: anyone, visitors included. */
  readonly signedIn: boolean;
  /** Only these roles (after signing in); null: any role, or none yet. */
  readonly roles: readonly Role[] | null;
  /** Refused (403) while an admin is viewing as someone else: admin powers, suspend, delete. */
  readonly ownSessionOnly: boolean;
  /** The 401 message, where the product words it (e.g. event registration). */
  readonly signInMessage?: PlainKeyOf<typeof commonMessages>;
  /**
   * Refused (403 EMAIL_NOT_VERIFIED) until the account's e-mail address is confirmed: what reaches
   * other people through that address, applying and posting (docs/decisions/022).
   */
  readonly verifiedEmail?: boolean;
  /**
   * Refused (403 ORGANISATION_NOT_VERIFIED) unless the caller's school or employer profile is
   * verified by an admin: what hands students' data to an organisation (an employer's applicants,
   * a school's students). Set with verifiedEmail, so the address is confirmed too (docs/security.md).
   */
  readonly verifiedOrganisation?: boolean;
}

/** A rule that needs a signed-in caller: the handler's `auth` is then never null. */
export type SignedInAccess = Access & { readonly signedIn: true };

export const access = {
  /** Anyone, visitors included. */
  public: { signedIn: false, roles: null, ownSessionOnly: false },
  /** Any signed-in user, with or without a role. */
  signedIn: { signedIn: true, roles: null, ownSessionOnly: false },
  /** Any signed-in user, in their own session (not while an admin impersonates them). */
  ownAccount: { signedIn: true, roles: null, ownSessionOnly: true },
  /** Signed in with one of the roles. */
  roles: (...roles: Role[]): SignedInAccess => ({ signedIn: true, roles, ownSessionOnly: false }),
  /** Signed in with one of the roles, and the account's e-mail address confirmed. */
  verifiedRoles: (...roles: Role[]): SignedInAccess => ({ signedIn: true, roles, ownSessionOnly: false, verifiedEmail: true }),
  /**
   * A school or an employer that may see students' data: verified by an admin, with its e-mail
   * address confirmed. A pending, rejected or unconfirmed one is refused before the handler runs.
   */
  verifiedOrganisation: (...roles: Array<'employer' | 'institution'>): SignedInAccess => ({
    signedIn: true,
    roles,
    ownSessionOnly: false,
    verifiedEmail: true,
    verifiedOrganisation: true,
  }),
  /** Admin powers: an admin's own session, never an impersonation. */
  admin: { signedIn: true, roles: ['admin'], ownSessionOnly: true },
} as const;

/** Sign-in required, with the product's own words for a visitor. */
export function signedInWithMessage(signInMessage: PlainKeyOf<typeof commonMessages>): SignedInAccess {
  return { signedIn: true, roles: null, ownSessionOnly: false, signInMessage };
}

export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden' | 'impersonating' | 'unverified' | 'organisationUnverified';

/** Who is calling, as the rule needs to know. */
export interface AccessCaller {
  role: Role | null;
  isImpersonation: boolean;
  emailVerified: boolean;
  /** The caller's school or employer profile is verified (the server looks it up only for a rule that asks). */
  organisationVerified: boolean;
}

/** The pure rule, shared by the server's check and the matrix test's expectations. */
export function decideAccess(rule: Access, caller: AccessCaller | null): AccessDecision {
  if (!rule.signedIn) return 'allow';
  if (!caller) return 'unauthenticated';
  if (rule.ownSessionOnly && caller.isImpersonation) return 'impersonating';
  if (rule.roles && (!caller.role || !rule.roles.includes(caller.role))) return 'forbidden';
  if (rule.verifiedEmail && !caller.emailVerified) return 'unverified';
  if (rule.verifiedOrganisation && !caller.organisationVerified) return 'organisationUnverified';
  return 'allow';
}
