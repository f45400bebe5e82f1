import type { FastifyInstance } from 'fastify';
import { placementClosureEndpoints } from '@common/endpoints/placement-closure';
import { attachmentDisposition } from '../../http/file-names';
import { registerEndpoint } from '../../http/register-endpoint';
import { closureResponse } from '../placement-closure/closure-repository';
import { readOwnPlacement } from '../placements/placement-access';
import { readPrintableCertificate, revokeCertificate } from './certificate-service';
import { renderCertificatePdf } from './render-certificate-pdf';

/**
 * A placement's certificate (docs/product/placement-hours.md#the-certificate): its PDF, for the
 * student, the placement's school and admins (the employer's role is not let in; anyone else: not
 * found), and its revocation by the school.
 */
export async function certificateRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  // Drawn from the public record each time: a revoked certificate still downloads, printed "Revoked".
  registerEndpoint(app, placementClosureEndpoints.certificatePdf, async ({ auth, params, query, reply }) => {
    const placement = await readOwnPlacement(db, auth, params.id);
    const certificate = await readPrintableCertificate(db, placement.id);
    const bytes = await renderCertificatePdf({
      statement: certificate.statement,
      reference: certificate.reference,
      status: certificate.status,
      reason: certificate.reason,
      language: query.lang ?? certificate.language,
      publicUrl: app.deps.config.publicUrl,
    });
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', attachmentDisposition(`certificate-${certificate.reference}.pdf`))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(bytes));
  });

  registerEndpoint(app, placementClosureEndpoints.revokeCertificate, async ({ auth, params, body }) => {
    const placement = await readOwnPlacement(db, auth, params.id);
    await revokeCertificate(app.deps, placement.id, auth.user.id, body.reason);
    // Only the school revokes: it reads the student's reflection, as on GET …/closure.
    return closureResponse(db, placement.id, true);
  });
}
