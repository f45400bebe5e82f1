import { z } from 'zod';
import { PLACEMENT_FILE_KINDS } from '../enums';
import { keyed } from '../messages';

// The files of a placement's agreement (docs/product/placements.md#the-agreements-files): the
// employer's risk assessment and the insurance certificate. A PDF, or a scan or photo of one (JPEG,
// PNG), checked by its content as the documents are; the agreement's terms hold a reference to each
// (its name, size and SHA-256), so a version's text, and every signature of it, names the exact file.

export const PLACEMENT_FILE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
/** 10 MB, as a school's documents: a phone's photo of a certificate fits. */
export const PLACEMENT_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** One uploaded file as the agreement refers to it. */
export const placementFileSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  /** The SHA-256 of the file's bytes, lowercase hexadecimal: the version's text names it. */
  sha256: z.string(),
  uploadedAt: z.string(),
});
export type PlacementFile = z.infer<typeof placementFileSchema>;

/** `/api/placements/:id/files/:kind`: a kind that is none answers 404, as a bad id does. */
export const placementFileKindParams = z.object({
  id: z.uuid(keyed('notFound.placement')),
  kind: z.enum(PLACEMENT_FILE_KINDS, keyed('notFound.file')),
});

/** `/api/placements/:id/files/:fileId`: any file of the placement, also one an earlier version named. */
export const placementFileParams = z.object({
  id: z.uuid(keyed('notFound.placement')),
  fileId: z.uuid(keyed('notFound.file')),
});
