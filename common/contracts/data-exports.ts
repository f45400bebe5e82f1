import { z } from 'zod';
import { DATA_EXPORT_KINDS, DATA_EXPORT_STATUSES } from '../enums';

// An archive of what FirstRung holds about one person (docs/product/school-sign-in.md#export-my-data):
// asked for by that person, or by their school for its files; prepared in the background, offered
// for DATA_EXPORT_KEEP_HOURS.

/** How long a ready archive can be downloaded. */
export const DATA_EXPORT_KEEP_HOURS = 24;
/** Archives one person (or one school) may ask for in a day: preparing one reads every table. */
export const DATA_EXPORTS_PER_DAY = 3;

export const dataExportItem = z.object({
  id: z.uuid(),
  kind: z.enum(DATA_EXPORT_KINDS),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** Whose data: the subject's user id. */
  subjectId: z.string(),
  /** Whose data: the subject's name (a school's copy names the student; the user's own, their name). */
  subjectName: z.string(),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  /** Until when it can be downloaded (null until it is ready). */
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** Ready and not expired: the download link works. */
  downloadable: z.boolean(),
});
export type DataExportItem = z.infer<typeof dataExportItem>;

export const dataExportResponse = z.object({ dataExport: dataExportItem });
export const dataExportsResponse = z.object({ items: z.array(dataExportItem) });
