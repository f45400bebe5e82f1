import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { PlacementFile } from '@common/contracts/placement-files';
import type { PlacementFileKind } from '@common/enums';
import type { AppDeps } from '../app-deps';
import { placementFiles, placements } from '../db/schema';

// The files a demo agreement goes out with (docs/product/placements.md#the-agreements-files): the
// employer's risk assessment and insurance certificate, as one-page PDFs written here, stored like an
// upload (the app's storage, the placement_files row, the reference in the terms), so that sending the
// demo agreement passes the same check as a real one.

const TITLES: Record<PlacementFileKind, string> = {
  risk_assessment: 'Risk assessment (demo)',
  insurance_certificate: 'Certificate of insurance (demo)',
};

async function demoPdf(title: string, employer: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  page.drawText(title, { x: 56, y: 770, size: 18, font });
  page.drawText(`${employer}: FirstRung demo data, not a real document.`, { x: 56, y: 740, size: 11, font });
  return Buffer.from(await document.save());
}

/** Attaches both files to the placement, as its employer would upload them. */
export async function attachDemoFiles(deps: AppDeps, placementId: string, employerId: string, employer: string): Promise<void> {
  const [row] = await deps.db.select({ terms: placements.terms }).from(placements).where(eq(placements.id, placementId));
  if (!row) return;
  let terms = row.terms;
  for (const kind of ['risk_assessment', 'insurance_certificate'] as const) {
    const content = await demoPdf(TITLES[kind], employer);
    const storageKey = `placements/demo-${placementId}-${kind}`;
    await deps.storage.put(storageKey, content, 'application/pdf');
    const [stored] = await deps.db
      .insert(placementFiles)
      .values({
        placementId,
        kind,
        fileName: `${kind.replace('_', '-')}.pdf`,
        storageKey,
        contentType: 'application/pdf',
        sizeBytes: content.length,
        sha256: createHash('sha256').update(content).digest('hex'),
        uploadedBy: employerId,
      })
      .returning();
    const file: PlacementFile = {
      id: stored!.id,
      fileName: stored!.fileName,
      contentType: stored!.contentType,
      sizeBytes: stored!.sizeBytes,
      sha256: stored!.sha256,
      uploadedAt: stored!.uploadedAt.toISOString(),
    };
    terms = kind === 'risk_assessment' ? { ...terms, riskAssessment: file } : { ...terms, insurance: { ...terms.insurance, certificate: file } };
  }
  await deps.db.update(placements).set({ terms }).where(eq(placements.id, placementId));
}
