import { useTranslation } from 'react-i18next';
import { PageContainer } from '@web/components/layout/page-container';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useCurrentUser } from '@web/features/auth';
import { serverMessage } from '@web/lib/api-client';
import { useThreadList } from '../api/messages';
import { ThreadSummaryList } from '../components/thread-summary-list';

/** /messages: a student's or an employer's conversations, the latest active first (docs/product/messages.md). */
export function InboxPage() {
  const { t } = useTranslation('messages');
  const { data: user } = useCurrentUser();
  const reader = user?.role === 'employer' ? 'employer' : 'student';
  const list = useThreadList();
  return (
    <PageContainer title={t('inbox.title')} description={t(`inbox.description.${reader}`)} narrow>
      {list.isPending ? (
        <Spinner label={t('inbox.loading')} className="py-12" />
      ) : list.isError ? (
        <div className="flex flex-wrap items-center gap-3" role="alert">
          <p>{serverMessage(list.error) ?? t('inbox.failed')}</p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : list.data.threads.length === 0 ? (
        <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">{t(`inbox.empty.${reader}`)}</p>
      ) : (
        <ThreadSummaryList threads={list.data.threads} reader={reader} />
      )}
    </PageContainer>
  );
}
