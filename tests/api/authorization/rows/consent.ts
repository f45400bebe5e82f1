import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { endpointUrl, type EndpointDeclaration } from '@common/api/endpoint';
import { PRIVACY_VERSION, TERMS_VERSION } from '@common/constants';
import { consentEndpoints } from '@common/endpoints/consent';
import { smsMessages, studentProfiles } from '@server/db/schema';
import { sendGuardianConsentCode } from '@server/features/consent/guardian-answer';
import { requestGuardianConsent } from '@server/features/consent/guardian-request';
import { createPersona, type Persona } from '../../helpers/personas';
import { row, type MatrixContext, type MatrixRow } from '../matrix-types';

// A young student's parent or guardian consent (docs/product/accounts.md#consent-at-sign-up). Each
// request gets a fresh 13-year-old student in Quebec (under the age of digital consent), so the
// student's and the guardian's calls reach their success whatever ran before; the student persona
// itself has no date of birth and needs no consent.

const thirteenYearsAgo = () => {
  const today = new Date().toISOString().slice(0, 10);
  return `${Number(today.slice(0, 4)) - 13}${today.slice(4)}`;
};

async function youngStudent(ctx: MatrixContext): Promise<Persona> {
  const student = await createPersona(ctx.app, 'student');
  await ctx.app.deps.db
    .update(studentProfiles)
    .set({ region: 'Quebec', dateOfBirth: thirteenYearsAgo() })
    .where(eq(studentProfiles.userId, student.userId!));
  return student;
}

/** A phone number of its own per fixture, so the code read back is this fixture's. */
const freshPhone = () => `+1514555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

async function namedGuardian(ctx: MatrixContext): Promise<{ token: string; phone: string }> {
  const student = await youngStudent(ctx);
  const phone = freshPhone();
  const body = { name: 'Matrix Parent', email: `matrix-parent-${randomUUID().slice(0, 8)}@test.firstrung`, phone };
  const { token } = await requestGuardianConsent(ctx.app.deps, student.userId!, body, 'en');
  return { token, phone };
}

/** A young student's session for the student persona (the impersonation is sent as it is). */
const asYoungStudent = (endpoint: EndpointDeclaration, payload?: unknown) => async (ctx: MatrixContext, persona: Persona) => ({
  url: endpointUrl(endpoint),
  ...(payload !== undefined ? { payload } : {}),
  ...(persona.kind === 'student' && persona.email ? { cookie: (await youngStudent(ctx)).cookie } : {}),
});

export const consentRows: MatrixRow[] = [
  row(consentEndpoints.status),
  row(consentEndpoints.requestConsent, {
    request: asYoungStudent(consentEndpoints.requestConsent, { name: 'Matrix Parent', email: 'matrix.parent@test.firstrung', phone: '514 555 0199' }),
  }),
  row(consentEndpoints.link, {
    request: async (ctx) => ({ url: endpointUrl(consentEndpoints.link, { params: { token: (await namedGuardian(ctx)).token } }) }),
  }),
  row(consentEndpoints.sendCode, {
    request: async (ctx) => ({ url: endpointUrl(consentEndpoints.sendCode, { params: { token: (await namedGuardian(ctx)).token } }) }),
  }),
  row(consentEndpoints.answer, {
    request: async (ctx) => {
      const { token, phone } = await namedGuardian(ctx);
      const { codeToken } = await sendGuardianConsentCode(ctx.app.deps, token, 'en');
      const [sms] = await ctx.app.deps.db
        .select({ text: smsMessages.text })
        .from(smsMessages)
        .where(eq(smsMessages.toNumber, phone))
        .orderBy(desc(smsMessages.createdAt))
        .limit(1);
      const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '000000';
      return { url: endpointUrl(consentEndpoints.answer, { params: { token } }), payload: { codeToken, code, decision: 'consent' } };
    },
  }),
  row(consentEndpoints.acceptTerms, {
    request: async () => ({
      url: endpointUrl(consentEndpoints.acceptTerms),
      payload: { termsVersion: TERMS_VERSION, privacyVersion: PRIVACY_VERSION },
    }),
  }),
];
