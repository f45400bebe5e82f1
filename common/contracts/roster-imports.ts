import { z } from 'zod';
import { ROSTER_IMPORT_STATUSES } from '../enums';

// A school's roster import (docs/product/school-sign-in.md#roster-import-csv): the CSV is checked
// and shown as a preview; nothing is saved until the school confirms; the background run then
// reports its progress and its counts here.

/** Most rows one file may have (the header row aside). */
export const ROSTER_IMPORT_MAX_ROWS = 5000;
/** Most bytes one file may have: 5,000 rows of about 200 characters, with room to spare. */
export const ROSTER_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** One fault of the file: its line (the header is line 1), the column it is about (null: the whole row), what is wrong. */
export const rosterImportErrorSchema = z.object({ line: z.number().int(), field: z.string().nullable(), message: z.string() });
export type RosterImportError = z.infer<typeof rosterImportErrorSchema>;

/** An import as the school sees it: before confirmation `wouldCreate` and its kin say what it would do. */
export const rosterImportSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  status: z.enum(ROSTER_IMPORT_STATUSES),
  totalRows: z.number().int(),
  validRows: z.number().int(),
  processedRows: z.number().int(),
  /** The preview's forecast: new students, changed rows, rows the roster has already as they are. */
  preview: z.object({ create: z.number().int(), update: z.number().int(), unchanged: z.number().int() }),
  /** The run's counts (0 until it runs). */
  result: z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), invited: z.number().int() }),
  errors: z.array(rosterImportErrorSchema),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type RosterImport = z.infer<typeof rosterImportSchema>;

export const rosterImportResponse = z.object({ import: rosterImportSchema });
export type RosterImportResponse = z.infer<typeof rosterImportResponse>;

/** The school's imports, newest first, without their lists of errors (the last 20). */
export const rosterImportsResponse = z.object({ items: z.array(rosterImportSchema.omit({ errors: true })) });
export type RosterImportsResponse = z.infer<typeof rosterImportsResponse>;

/**
 * The template a school downloads: the columns' headers as the server reads them (a unit test of
 * server/features/roster-imports reads each one), in the school's language. French files use
 * semicolons, as Excel in French writes them.
 */
export const ROSTER_TEMPLATE = {
  en: {
    separator: ',',
    headers: ['First name', 'Last name', 'E-mail', 'Grade', 'Date of birth', "Guardian's name", "Guardian's e-mail", "Guardian's phone"],
  },
  fr: {
    separator: ';',
    headers: ['Prénom', 'Nom', 'Courriel', 'Niveau', 'Date de naissance', 'Nom du tuteur', 'Courriel du tuteur', 'Téléphone du tuteur'],
  },
} as const;
