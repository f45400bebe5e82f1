import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ThreadSummary } from '@common/contracts/messages';
import { Badge } from '@web/components/ui/badge';
import { formatDateTime } from '@web/lib/format-date';
import { threadPagePath } from '../lib/thread-paths';

/** Threads as a list of links: the other side (or both, for a school), the job, the latest message as text, the unread count. */
export function ThreadSummaryList({ threads, reader }: { threads: readonly ThreadSummary[]; reader: 'student' | 'employer' | 'school' }) {
  const { t, i18n } = useTranslation('messages');
  return (
    <ul aria-label={t('inbox.listLabel')} className="grid divide-y rounded-md border">
      {threads.map((thread) => {
        const other = reader === 'student' ? thread.companyName : reader === 'employer' ? thread.studentName : thread.companyName;
        return (
          <li key={thread.id} className="grid gap-1 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link to={threadPagePath(thread.id)} className="font-medium break-words hover:underline">
                {t('inbox.threadLink', { name: other, title: thread.jobTitle })}
              </Link>
              <div className="flex items-center gap-2">
                {!thread.open && <Badge variant="secondary">{t('inbox.closed')}</Badge>}
                {thread.unread > 0 && <Badge>{t('inbox.unread', { count: thread.unread })}</Badge>}
              </div>
            </div>
            {thread.lastMessage && (
              <p className="line-clamp-2 text-sm break-words whitespace-pre-wrap text-muted-foreground">
                <time dateTime={thread.lastMessage.createdAt}>{formatDateTime(thread.lastMessage.createdAt, i18n.language)}</time>
                {' · '}
                {thread.lastMessage.body}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
