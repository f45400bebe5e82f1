import { useTranslation } from 'react-i18next';
import { Spinner } from '@web/components/ui/spinner';
import { serverMessage } from '@web/lib/api-client';
import { useStudentThreads } from '../api/messages';
import { ThreadSummaryList } from './thread-summary-list';

/** A school's student's conversations (under 18, linked), for the roster: each opens read-only, the read audited. */
export function StudentConversations({ studentId }: { studentId: string }) {
  const { t } = useTranslation('messages');
  const threads = useStudentThreads(studentId);
  return (
    <section className="grid gap-2">
      <h3 className="font-semibold">{t('school.title')}</h3>
      {threads.isPending ? (
        <Spinner label={t('school.loading')} />
      ) : threads.isError ? (
        <p role="alert" className="text-sm">
          {serverMessage(threads.error) ?? t('school.failed')}
        </p>
      ) : threads.data.threads.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('school.empty')}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t('school.audited')}</p>
          <ThreadSummaryList threads={threads.data.threads} reader="school" />
        </>
      )}
    </section>
  );
}
