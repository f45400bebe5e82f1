import { useTranslation } from 'react-i18next';
import { STUDENT_DOCUMENT_MAX_BYTES } from '@common/constants';
import { STUDENT_DOCUMENT_EXTENSIONS, studentDocumentFields } from '@common/contracts/documents';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { documentsEndpoints } from '@common/endpoints/documents';
import { useDeleteMyDocument, useMyDocuments, useMyInstitutionDocuments, useUploadMyDocument } from '../api/my-documents';
import { DocumentList } from './document-list';
import { DocumentUploadForm } from './document-upload-form';

/**
 * "Institution Documents" and "My Documents" on the student dashboard, shown only when the
 * student has an institution (docs/product/schools.md#documents). Renders nothing until it
 * knows, and nothing without one.
 */
export function StudentDocumentsSections() {
  const { t } = useTranslation('documents');
  const institutionDocuments = useMyInstitutionDocuments();
  const institution = institutionDocuments.data?.institution;
  if (!institution) return null;

  return (
    <div className="grid gap-6">
      <Card role="region" aria-labelledby="institution-documents-title">
        <CardHeader>
          <CardTitle as="h2" id="institution-documents-title">
            {t('student.institutionDocumentsTitle')}
          </CardTitle>
          <CardDescription>{t('student.institutionDocumentsDescription', { institutionName: institution.institutionName })}</CardDescription>
        </CardHeader>
        <CardContent>
          <DocumentList
            documents={institutionDocuments.data?.items ?? []}
            download={documentsEndpoints.downloadInstitutionDocument}
            total={institutionDocuments.data?.total}
            emptyText={t('student.noInstitutionDocuments')}
          />
        </CardContent>
      </Card>
      <MyDocumentsCard institutionName={institution.institutionName} />
    </div>
  );
}

function MyDocumentsCard({ institutionName }: { institutionName: string }) {
  const { t } = useTranslation('documents');
  const documents = useMyDocuments();
  const upload = useUploadMyDocument();
  const remove = useDeleteMyDocument();
  return (
    <Card role="region" aria-labelledby="my-documents-title">
      <CardHeader>
        <CardTitle as="h2" id="my-documents-title">
          {t('student.myDocumentsTitle')}
        </CardTitle>
        <CardDescription>{t('student.myDocumentsDescription', { institutionName })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8 lg:grid-cols-2">
        {/* A document with a type the student writes and an optional description. */}
        <DocumentUploadForm
          schema={studentDocumentFields}
          upload={upload}
          extensions={STUDENT_DOCUMENT_EXTENSIONS}
          maxBytes={STUDENT_DOCUMENT_MAX_BYTES}
          failedTitle={t('toast.uploadFailedTitle')}
          failedText={t('toast.uploadFailed')}
        />
        {documents.isError ? (
          <p className="text-sm text-destructive dark:text-red-300">{t('list.loadFailed')}</p>
        ) : (
          <DocumentList
            documents={documents.data?.items ?? []}
            download={documentsEndpoints.downloadStudentDocument}
            total={documents.data?.total}
            emptyText={t('student.noMyDocuments')}
            deletingId={remove.isPending ? remove.variables : null}
            onDelete={(document) =>
              remove.mutate(document.id, {
                onSuccess: () => toast({ title: t('toast.deleted') }),
                onError: () => toast({ variant: 'destructive', title: t('toast.deleteFailed') }),
              })
            }
          />
        )}
      </CardContent>
    </Card>
  );
}
