import type { FastifyInstance } from 'fastify';
import type { Placement } from '@common/contracts/placements';
import { placementsEndpoints } from '@common/endpoints/placements';
import { AppError, notFound } from '../../errors/app-error';
import { attachmentDisposition } from '../../http/file-names';
import { registerEndpoint } from '../../http/register-endpoint';
import { requestLanguage } from '../../http/request-language';
import { renderAgreementPdf } from '../agreement-pdf/render-agreement-pdf';
import { answerAsAccount, requestOrigin } from './account-signing';
import { agreementPdfInputOf } from './agreement-pdf-input-of';
import { checkOrganisation, readOwnPlacement } from './placement-access';
import { saveStudentGuardian } from './placement-service';
import { readVersion, readVersionRecord, readVersions } from './placement-versions';
import { sendForSignature } from './send-for-signature';

/**
 * The agreement's signatures (docs/product/placements.md#signatures): sending it, signing or
 * declining in an account, the student naming a guardian where there is no school, the versions
 * and the PDF. `POST …/remind` is the reminders' (not registered here).
 */
export function signatureRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  /** A change's answer: the placement, or 404 when the caller is no party of it. */
  const answer = (placement: Placement | null) => {
    if (!placement) throw notFound('placement');
    return { placement };
  };

  registerEndpoint(app, placementsEndpoints.sendForSignature, async ({ auth, params, request }) => {
    await checkOrganisation(db, auth);
    return answer(await sendForSignature(app.deps, auth.user, params.id, requestLanguage(request)));
  });

  registerEndpoint(app, placementsEndpoints.sign, async ({ auth, params, body, request }) => {
    await checkOrganisation(db, auth);
    return answer(await answerAsAccount(app.deps, auth.user, params.id, { kind: 'sign', ...body }, requestOrigin(request)));
  });

  registerEndpoint(app, placementsEndpoints.decline, async ({ auth, params, body, request }) => {
    await checkOrganisation(db, auth);
    return answer(await answerAsAccount(app.deps, auth.user, params.id, { kind: 'decline', ...body }, requestOrigin(request)));
  });

  registerEndpoint(app, placementsEndpoints.studentGuardian, async ({ auth, params, body }) =>
    answer(await saveStudentGuardian(app.deps, auth.user.id, params.id, body)),
  );

  registerEndpoint(app, placementsEndpoints.versions, async ({ auth, params }) => {
    await readOwnPlacement(db, auth, params.id);
    return { items: await readVersions(db, params.id) };
  });

  registerEndpoint(app, placementsEndpoints.version, async ({ auth, params }) => {
    await readOwnPlacement(db, auth, params.id);
    const version = await readVersion(db, params.id, params.version);
    if (!version) throw notFound('placementVersion');
    return { version };
  });

  // A version as it was sent and signed, in the reader's language (or the one asked for).
  registerEndpoint(app, placementsEndpoints.agreementPdf, async ({ auth, params, query, request, reply }) => {
    const placement = await readOwnPlacement(db, auth, params.id);
    const record = await readVersionRecord(db, params.id, query.version);
    if (!record) {
      // None sent yet: nothing to print (409); a version that was never sent: not found.
      const anySent = query.version !== undefined && (await readVersionRecord(db, params.id, undefined)) !== null;
      throw anySent ? notFound('placementVersion') : new AppError('CONFLICT', 'placements.notSentYet');
    }
    const language = query.lang ?? requestLanguage(request);
    const input = await agreementPdfInputOf(db, placement, record, { language, publicUrl: app.deps.config.publicUrl, now: new Date() });
    const bytes = await renderAgreementPdf(input, language);
    const fileName = `placement-agreement-${input.reference ?? 'unsigned'}-v${input.version}.pdf`;
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', attachmentDisposition(fileName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(bytes));
  });
}
