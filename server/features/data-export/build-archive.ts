import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { Language } from '@common/languages';
import type { DataExportKind } from '@common/enums';
import type { DbOrTx } from '../../db/client';
import type { FileStorage } from '../../storage/storage';
import { collectRows, type ExportScope, type ExportSections } from './collect-rows';
import { listSubjectFiles } from './subject-files';

/** data.json's version: a change of its shape raises it, and docs/data-export.schema.json with it. */
export const DATA_EXPORT_VERSION = 1;

/** What data.json holds (docs/data-export.schema.json). */
export interface DataExportDocument {
  version: typeof DATA_EXPORT_VERSION;
  exportedAt: string;
  kind: DataExportKind;
  subject: { id: string; name: string };
  /** The school a school's copy was made for. */
  institutionId: string | null;
  sections: ExportSections;
  files: Array<{ path: string; table: string; rowId: string; sizeBytes: number }>;
}

const README: Record<Language, (kind: DataExportKind) => string> = {
  en: (kind) =>
    [
      kind === 'account' ? 'Your FirstRung data' : "A student's record, as the school sees it on FirstRung",
      '',
      'data.json: everything FirstRung holds, by section (account, profile, applications, messages,',
      'placements, hours, documents, notifications, consent, audit, ...), each with its rows as stored.',
      'Its shape is described by the JSON Schema data-export.schema.json of FirstRung (version field).',
      'files/: the files uploaded (resume, documents, profile image, placement files), listed in data.json.',
      '',
      'This archive is offered for 24 hours, then deleted. Keep it somewhere safe: it holds personal data.',
      '',
    ].join('\r\n'),
  fr: (kind) =>
    [
      kind === 'account' ? 'Vos données FirstRung' : 'Le dossier d’un élève, tel que l’établissement le voit sur FirstRung',
      '',
      'data.json\u00a0: tout ce que FirstRung conserve, par section (compte, profil, candidatures, messages,',
      'stages, heures, documents, notifications, consentements, journal, ...), chaque ligne telle qu’enregistrée.',
      'Sa forme est décrite par le schéma JSON data-export.schema.json de FirstRung (champ version).',
      'files/\u00a0: les fichiers déposés (CV, documents, photo de profil, fichiers de stage), listés dans data.json.',
      '',
      'Cette archive est offerte pendant 24\u00a0heures, puis supprimée. Gardez-la en lieu sûr\u00a0: elle contient des données personnelles.',
      '',
    ].join('\r\n'),
};

export interface ArchiveInput {
  scope: ExportScope;
  kind: DataExportKind;
  subjectName: string;
  language: Language;
  now: Date;
}

/**
 * Writes the archive into the file store under `key` as it is made: yazl streams the ZIP, and each
 * file is opened only when its turn comes, so neither the archive nor the files sit in memory.
 * Answers the archive's size.
 */
export async function buildArchive(db: DbOrTx, storage: FileStorage, key: string, input: ArchiveInput): Promise<number> {
  const sections = await collectRows(db, input.scope);
  const candidates = await listSubjectFiles(db, input.scope);
  const files: Array<(typeof candidates)[number] & { sizeBytes: number }> = [];
  for (const file of candidates) {
    // A file gone from the store (an old upload swept) is left out rather than failing the archive.
    const info = await storage.head(file.storageKey);
    if (info) files.push({ ...file, sizeBytes: info.size });
  }
  const document: DataExportDocument = {
    version: DATA_EXPORT_VERSION,
    exportedAt: input.now.toISOString(),
    kind: input.kind,
    subject: { id: input.scope.userId, name: input.subjectName },
    institutionId: input.scope.institutionId,
    sections,
    files: files.map(({ path, table, rowId, sizeBytes }) => ({ path, table, rowId, sizeBytes })),
  };
  const zip = new yazl.ZipFile();
  const mtime = input.now;
  zip.addBuffer(Buffer.from(README[input.language](input.kind), 'utf8'), 'README.txt', { mtime });
  zip.addBuffer(Buffer.from(JSON.stringify(document, null, 2), 'utf8'), 'data.json', { mtime });
  for (const file of files) {
    zip.addReadStreamLazy(file.path, { mtime }, (done) => {
      storage.get(file.storageKey).then(
        (stored) =>
          stored ? done(null, stored.body) : done(new Error(`data export: the file ${file.path} went away meanwhile`), undefined as never),
        (error: unknown) => done(error, undefined as never),
      );
    });
  }
  zip.end();
  const failed = new Promise<never>((_resolve, reject) => zip.on('error', reject));
  failed.catch(() => undefined);
  await Promise.race([storage.put(key, zip.outputStream as unknown as Readable, 'application/zip'), failed]);
  const stored = await storage.head(key);
  return stored?.size ?? 0;
}
