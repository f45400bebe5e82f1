import { useQuery } from '@tanstack/react-query';
import { Download, FileArchive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { endpointUrl } from '@common/api/endpoint';
import { dataExportsEndpoints } from '@common/endpoints/data-exports';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-client';
import { apiQueryOptions, useApiMutation } from '@web/lib/api-query';

/**
 * Export this student's record (docs/product/school-sign-in.md#export-my-data): the school asks for
 * an archive of what it sees of the student; once ready, the row offers its download for 24 hours.
 */
export function ExportStudentRecord({ studentId, name }: { studentId: string; name: string }) {
  const { t } = useTranslation('institutions');
  const list = useQuery(apiQueryOptions(dataExportsEndpoints.listSchool));
  const ask = useApiMutation(dataExportsEndpoints.requestStudentRecord);
  const latest = list.data?.items.find((item) => item.subjectId === studentId);

  function onAsk() {
    ask.mutate(
      { params: { studentId } },
      {
        onSuccess: () => toast({ title: t('students.exportAsked', { name }) }),
        onError: (error) => toast({ variant: 'destructive', title: serverMessage(error) ?? t('students.exportFailed') }),
      },
    );
  }

  if (latest?.downloadable) {
    return (
      <a
        className="inline-flex items-center gap-1 text-sm text-primary underline underline-offset-4"
        href={endpointUrl(dataExportsEndpoints.downloadSchool, { params: { id: latest.id } })}
        aria-label={t('students.exportDownloadLabel', { name })}
        download
      >
        <Download aria-hidden="true" className="size-4" />
        {t('students.exportDownload')}
      </a>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={ask.isPending || latest?.status === 'preparing'}
      aria-label={t('students.exportLabel', { name })}
      onClick={onAsk}
    >
      <FileArchive aria-hidden="true" />
      {t('students.export')}
    </Button>
  );
}
