import { useQuery } from '@tanstack/react-query';
import { Download, FileArchive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { endpointUrl } from '@common/api/endpoint';
import type { DataExportItem } from '@common/contracts/data-exports';
import { dataExportsEndpoints } from '@common/endpoints/data-exports';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { apiQueryOptions, useApiMutation } from '@web/lib/api-query';
import { formatDateTime } from '@web/lib/format-date';

/** How often the list is asked again while an archive is being prepared. */
const WHILE_PREPARING_MS = 3000;

/**
 * Export my data (docs/product/school-sign-in.md#export-my-data): ask for an archive of everything
 * FirstRung holds about you, see it being prepared, download it while it is offered.
 */
export function DataExportSection() {
  const { t, i18n } = useTranslation('account');
  const list = useQuery({
    ...apiQueryOptions(dataExportsEndpoints.listOwn),
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.status === 'preparing') ? WHILE_PREPARING_MS : false),
  });
  const ask = useApiMutation(dataExportsEndpoints.requestOwn);
  const latest: DataExportItem | undefined = list.data?.items[0];
  const preparing = latest?.status === 'preparing';

  async function onAsk() {
    try {
      await ask.mutateAsync({});
    } catch {
      toast({ variant: 'destructive', title: t('dataExport.failed') });
    }
  }

  return (
    <section id="data-export" aria-labelledby="data-export-title" className="grid gap-2 border-t pt-4">
      <h3 id="data-export-title" className="font-semibold">
        {t('dataExport.title')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('dataExport.description')}</p>
      <div className="flex flex-col flex-wrap items-start gap-3 sm:flex-row sm:items-center">
        <Button variant="outline" disabled={preparing || ask.isPending || list.isPending} onClick={() => void onAsk()}>
          <FileArchive aria-hidden="true" />
          {t('dataExport.ask')}
        </Button>
        <p role="status" className="text-sm">
          {latest && statusText(latest)}
        </p>
        {latest?.downloadable && (
          <a
            className="inline-flex items-center gap-1 text-sm font-medium underline"
            href={endpointUrl(dataExportsEndpoints.downloadOwn, { params: { id: latest.id } })}
            download
          >
            <Download aria-hidden="true" className="size-4" />
            {t('dataExport.download')}
          </a>
        )}
      </div>
    </section>
  );

  function statusText(item: DataExportItem): string {
    if (item.status === 'preparing') return t('dataExport.preparing');
    if (item.status === 'failed') return t('dataExport.failedToPrepare');
    if (item.downloadable && item.expiresAt) return t('dataExport.readyUntil', { until: formatDateTime(item.expiresAt, i18n.language) });
    return t('dataExport.expired');
  }
}
