import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { documentsEndpoints } from '@common/endpoints/documents';
import { personName } from '@common/text';
import { useStudentDocumentsOfInstitution } from '../api/institution-documents';
import { DocumentList } from './document-list';

/** The documents the institution's students have shared, with who shared each (docs/product/schools.md#documents). */
export function StudentDocumentsOfInstitution() {
  const { t } = useTranslation('documents');
  const documents = useStudentDocumentsOfInstitution();
  const listed = (documents.data?.items ?? []).map((document) => ({
    ...document,
    ownerName: personName(document.student.user) || t('list.unnamedStudent'),
  }));
  return (
    <Card role="region" aria-labelledby="student-documents-of-institution-title">
      <CardHeader>
        <CardTitle as="h2" id="student-documents-of-institution-title">
          {t('institution.studentDocumentsTitle')}
        </CardTitle>
        <CardDescription>{t('institution.studentDocumentsDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {documents.isError ? (
          <p className="text-sm text-destructive dark:text-red-300">{t('list.loadFailed')}</p>
        ) : (
          <DocumentList
            documents={listed}
            download={documentsEndpoints.downloadStudentDocument}
            total={documents.data?.total}
            emptyText={t('institution.noStudentDocuments')}
          />
        )}
      </CardContent>
    </Card>
  );
}
