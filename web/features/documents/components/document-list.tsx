import { Download, FileText, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { endpointUrl } from '@common/api/endpoint';
import type { DocumentItem } from '@common/contracts/documents';
import { INSTITUTION_DOCUMENT_TYPES, type InstitutionDocumentType } from '@common/enums';
import type { documentsEndpoints } from '@common/endpoints/documents';
import { formatDate } from '@web/lib/format-date';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { fileSize } from '../lib/format-file-size';

const isInstitutionDocumentType = (value: string): value is InstitutionDocumentType =>
  (INSTITUTION_DOCUMENT_TYPES as readonly string[]).includes(value);

export interface ListedDocument extends DocumentItem {
  /** Who shared it, for lists that mix several students' documents. */
  ownerName?: string;
}

/** Which download serves the listed documents: an institution's or a student's. */
export type DocumentDownload = typeof documentsEndpoints.downloadInstitutionDocument | typeof documentsEndpoints.downloadStudentDocument;

interface DocumentListProps {
  documents: ListedDocument[];
  download: DocumentDownload;
  emptyText: string;
  total?: number | null;
  /** Shows a delete button per document when given. */
  onDelete?: (document: ListedDocument) => void;
  deletingId?: string | null;
}

/** A list of documents, each with its type, details and a download link (always an attachment). */
export function DocumentList({ documents, download, emptyText, total, onDelete, deletingId }: DocumentListProps) {
  const { t, i18n } = useTranslation('documents');
  const sizeText = (bytes: number) => {
    const { unit, size } = fileSize(bytes, i18n.language);
    return t(`list.size.${unit}`, { size });
  };
  if (documents.length === 0) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <>
      <ul className="divide-y rounded-md border">
        {documents.map((document) => (
          <li key={document.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="flex min-w-0 gap-3">
              <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
              <div className="min-w-0 space-y-1">
                <p className="break-words font-medium">{document.documentName}</p>
                <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  {/* A school's document has one of the listed types (translated); a student's, their own words. */}
                  <Badge variant="secondary">
                    {isInstitutionDocumentType(document.documentType) ? t(`types.${document.documentType}`) : document.documentType}
                  </Badge>
                  <span>{t('list.uploaded', { date: formatDate(document.uploadedAt, i18n.language, { style: 'short' }) })}</span>
                  <span>{sizeText(document.sizeBytes)}</span>
                </div>
                {document.ownerName && <p className="text-sm">{t('list.by', { name: document.ownerName })}</p>}
                {document.description && <p className="break-words text-sm text-muted-foreground">{document.description}</p>}
              </div>
            </div>
            <div className="flex shrink-0 gap-2">
              <Button asChild variant="outline" size="sm">
                <a
                  href={endpointUrl(download, { params: { id: document.id } })}
                  download
                  aria-label={t('actions.download', { name: document.documentName })}
                >
                  <Download aria-hidden="true" />
                  <span aria-hidden="true">{t('actions.downloadShort')}</span>
                </a>
              </Button>
              {onDelete && (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={deletingId === document.id}
                  onClick={() => onDelete(document)}
                  aria-label={t('actions.delete', { name: document.documentName })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {total != null && total > documents.length && (
        <p className="mt-2 text-sm text-muted-foreground">{t('list.moreNotShown', { shown: documents.length, total })}</p>
      )}
    </>
  );
}
