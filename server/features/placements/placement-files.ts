import { createHash, randomUUID } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { PLACEMENT_FILE_EXTENSIONS, PLACEMENT_FILE_MAX_BYTES, type PlacementFile } from '@common/contracts/placement-files';
import type { Placement, PlacementTerms } from '@common/contracts/placements';
import type { PlacementFileKind, PlacementStatus } from '@common/enums';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { placementFiles, placementVersions } from '../../db/schema';
import { runUnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../errors/app-error';
import { msg } from '../../errors/message';
import { cleanFileName } from '../../http/file-names';
import { checkFileType } from '../documents/file-checks';
import { receiveUpload, requireFile } from '../documents/multipart-upload';
import { notifyPlacementStep } from '../notifications/placement-triggers';
import { lockPlacement, readPlacement, updatePlacement } from './placement-repository';
import { replaceSentVersion } from './placement-versions';

// The employer's files of a placement's agreement (docs/product/placements.md#the-agreements-files):
// the risk assessment and the insurance certificate. An upload follows the documents' rules (the
// size counted on the bytes received, the type by the content, stored through the app's storage),
// then is written into the employer's part like any of its fields: after the agreement went out,
// a new version (placement-versions.ts), the earlier signatures no longer counting.

/** Where the employer's part is open (placement-service.ts's EMPLOYER_PART_OPEN): until the placement starts. */
const FILES_OPEN: readonly PlacementStatus[] = ['draft', 'employer_completed', 'school_validated', 'signing', 'signed'];

function checkFilesOpen(status: PlacementStatus): void {
  if (status === 'cancelled') throw new AppError('CONFLICT', 'placements.isCancelled');
  if (!FILES_OPEN.includes(status)) throw new AppError('CONFLICT', 'placements.employerPartClosed');
}

const fileOf = (terms: PlacementTerms, kind: PlacementFileKind) => (kind === 'risk_assessment' ? terms.riskAssessment : terms.insurance.certificate);

function withFile(terms: PlacementTerms, kind: PlacementFileKind, file: PlacementFile): PlacementTerms {
  return kind === 'risk_assessment' ? { ...terms, riskAssessment: file } : { ...terms, insurance: { ...terms.insurance, certificate: file } };
}

/** Whether a version sent for signature names this file: its signatures cover it, so it is kept. */
async function isNamedByAVersion(tx: DbOrTx, placementId: string, fileId: string): Promise<boolean> {
  const [row] = await tx
    .select({ version: placementVersions.version })
    .from(placementVersions)
    .where(
      and(
        eq(placementVersions.placementId, placementId),
        or(
          sql`${placementVersions.terms} -> 'riskAssessment' ->> 'id' = ${fileId}`,
          sql`${placementVersions.terms} -> 'insurance' -> 'certificate' ->> 'id' = ${fileId}`,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The placement's employer attaches (or replaces) one of its files; null when the caller is not its
 * employer (the route answers "not found"). Its step is checked before the body is read and again,
 * locked, before the file is recorded. A file replaced before any version named it is deleted.
 */
export async function attachPlacementFile(
  deps: AppDeps,
  request: FastifyRequest,
  employerId: string,
  id: string,
  kind: PlacementFileKind,
): Promise<Placement | null> {
  const before = await readPlacement(deps.db, id);
  if (!before || before.employer.id !== employerId) return null;
  checkFilesOpen(before.status);
  // Local disk below its free-space floor: refused before the body is read.
  await deps.storage.ensureRoom(PLACEMENT_FILE_MAX_BYTES);
  const upload = await receiveUpload(request, {
    maxBytes: PLACEMENT_FILE_MAX_BYTES,
    tooLargeMessage: msg('documents.tooLarge', { megabytes: PLACEMENT_FILE_MAX_BYTES / 1024 / 1024 }),
  });
  const received = requireFile(upload);
  const checked = await checkFileType(received.fileName, received.content, PLACEMENT_FILE_EXTENSIONS);
  const storageKey = `placements/${randomUUID()}`;
  await deps.storage.put(storageKey, received.content, checked.contentType);

  let unused: string | null = null;
  try {
    const placement = await runUnitOfWork(deps, async (work) => {
      const locked = await lockPlacement(work.tx, id);
      if (!locked || locked.employerId !== employerId) return null;
      checkFilesOpen(locked.status);
      const [row] = await work.tx
        .insert(placementFiles)
        .values({
          placementId: id,
          kind,
          fileName: cleanFileName(received.fileName, `${kind.replace('_', '-')}.${checked.extension}`),
          storageKey,
          contentType: checked.contentType,
          sizeBytes: received.content.length,
          sha256: createHash('sha256').update(received.content).digest('hex'),
          uploadedBy: employerId,
        })
        .returning();
      const file: PlacementFile = {
        id: row!.id,
        fileName: row!.fileName,
        contentType: row!.contentType,
        sizeBytes: row!.sizeBytes,
        sha256: row!.sha256,
        uploadedAt: row!.uploadedAt.toISOString(),
      };
      const previous = fileOf(locked.terms, kind);
      const replaced = await replaceSentVersion(work.tx, locked);
      // A draft stays a draft (the employer sends its part when it is ready); later, as a correction of the part.
      const status = locked.status === 'draft' ? 'draft' : 'employer_completed';
      await updatePlacement(work.tx, id, { status, terms: withFile(locked.terms, kind, file) });
      if (replaced) await notifyPlacementStep(deps, id, 'new_version', ['student', 'institution'], work);
      if (previous && !(await isNamedByAVersion(work.tx, id, previous.id))) {
        const [gone] = await work.tx
          .delete(placementFiles)
          .where(and(eq(placementFiles.id, previous.id), eq(placementFiles.placementId, id)))
          .returning({ storageKey: placementFiles.storageKey });
        unused = gone?.storageKey ?? null;
      }
      return readPlacement(work.tx, id);
    });
    if (unused) await deps.storage.delete(unused).catch(() => undefined);
    if (!placement) await deps.storage.delete(storageKey).catch(() => undefined);
    return placement;
  } catch (error) {
    await deps.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

/** A file of the placement, as a download needs it; null when the placement has none by that id. */
export async function findPlacementFile(db: DbOrTx, placementId: string, fileId: string) {
  const [row] = await db
    .select({ storageKey: placementFiles.storageKey, fileName: placementFiles.fileName, contentType: placementFiles.contentType })
    .from(placementFiles)
    .where(and(eq(placementFiles.id, fileId), eq(placementFiles.placementId, placementId)));
  return row ?? null;
}
