import { useTranslation } from 'react-i18next';
import { INSTITUTION_DOCUMENT_MAX_BYTES } from '@common/constants';
import { INSTITUTION_DOCUMENT_EXTENSIONS, institutionDocumentFields } from '@common/contracts/documents';
import { DEFAULT_INSTITUTION_DOCUMENT_TYPE, INSTITUTION_DOCUMENT_TYPES } from '@common/enums';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { documentsEndpoints } from '@common/endpoints/documents';
import { useDeleteInstitutionDocument, useInstitutionDocuments, useUploadInstitutionDocument } from '../api/institution-documents';
import { DocumentList } from './document-list';
import { DocumentUploadForm } from './document-upload-form';

/** "Document Management": upload, list and delete the institution's own documents (docs/product/schools.md#documents). */
export function InstitutionDocumentsManager() {
  const { t } = useTranslation('documents');
  const documents = useInstitutionDocuments();
  const upload = useUploadInstitutionDocument();
  const remove = useDeleteInstitutionDocument();

  return (
    <Card role="region" aria-labelledby="institution-documents-manager-title">
      <CardHeader>
        <CardTitle as="h2" id="institution-documents-manager-title">
          {t('institution.manageTitle')}
        </CardTitle>
        <CardDescription>{t('institution.manageDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="institution-upload-heading" className="grid content-start gap-4">
          <h3 id="institution-upload-heading" className="font-semibold">
            {t('institution.uploadHeading')}
          </h3>
          {/* A form with a type (Work Experience Form at first) and a description. */}
          <DocumentUploadForm
            schema={institutionDocumentFields}
            upload={upload}
            extensions={INSTITUTION_DOCUMENT_EXTENSIONS}
            maxBytes={INSTITUTION_DOCUMENT_MAX_BYTES}
            documentTypes={INSTITUTION_DOCUMENT_TYPES}
            defaultType={DEFAULT_INSTITUTION_DOCUMENT_TYPE}
            failedTitle={t('toast.institutionUploadFailed')}
          />
        </section>
        <section aria-labelledby="institution-documents-heading" className="grid content-start gap-4">
          <h3 id="institution-documents-heading" className="font-semibold">
            {t('institution.yourDocuments')}
          </h3>
          {documents.isError ? (
            <p className="text-sm text-destructive dark:text-red-300">{t('list.loadFailed')}</p>
          ) : (
            <DocumentList
              documents={documents.data?.items ?? []}
              download={documentsEndpoints.downloadInstitutionDocument}
              total={documents.data?.total}
              emptyText={t('institution.noDocuments')}
              deletingId={remove.isPending ? remove.variables : null}
              onDelete={(document) =>
                remove.mutate(document.id, {
                  onSuccess: () => toast({ title: t('toast.deleted') }),
                  onError: () => toast({ variant: 'destructive', title: t('toast.deleteFailed') }),
                })
              }
            />
          )}
        </section>
      </CardContent>
    </Card>
  );
}
