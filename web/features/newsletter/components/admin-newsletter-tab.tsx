import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsletterIssue } from '@common/contracts/newsletter';
import { Badge } from '@web/components/ui/badge';
import { Spinner } from '@web/components/ui/spinner';
import { Pager, usePageWalker } from '@web/features/admin';
import { formatDateTime } from '@web/lib/format-date';
import { useNewsletterIssues } from '../api/newsletter-issues';
import { useNewsletterStats } from '../api/get-newsletter-stats';
import { IssueActions } from './issue-actions';
import { IssueForm } from './issue-form';

const PAGE_SIZE = 10;

function IssueItem({ issue, subscribers, onEdit }: { issue: NewsletterIssue; subscribers: number | null; onEdit: () => void }) {
  const { t, i18n } = useTranslation('newsletter-admin');
  const headingId = `issue-${issue.id}`;
  return (
    <li className="rounded-lg border bg-card p-4">
      <article aria-labelledby={headingId} className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h4 id={headingId} className="min-w-0 font-semibold break-words">
            {issue.subject}
          </h4>
          <Badge variant={issue.status === 'draft' ? 'outline' : issue.status === 'sent' ? 'default' : 'secondary'}>
            {t(`status.${issue.status}`)}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {t('issues.written', { date: formatDateTime(issue.createdAt, i18n.language), by: issue.createdByEmail ?? t('issues.deletedAdmin') })}
          {issue.sentAt && ` · ${t('issues.sentAt', { date: formatDateTime(issue.sentAt, i18n.language) })}`}
        </p>
        {issue.status !== 'draft' && (
          <p className="text-sm" aria-live="polite">
            {issue.status === 'sent' ? t('issues.recipients', { count: issue.recipients }) : t('issues.recipientsSoFar', { count: issue.recipients })}
          </p>
        )}
        <p className="line-clamp-4 text-sm leading-6 break-words whitespace-pre-wrap">{issue.body}</p>
        {issue.status === 'draft' && <IssueActions issue={issue} subscribers={subscribers} onEdit={onEdit} />}
      </article>
    </li>
  );
}

/** The Newsletter tab of /admin (docs/product/admin.md#newsletter-tab): write, save, list, send. */
export function AdminNewsletterTab() {
  const { t } = useTranslation('newsletter-admin');
  const stats = useNewsletterStats();
  const issues = useNewsletterIssues(PAGE_SIZE);
  const pager = usePageWalker(issues);
  const [editing, setEditing] = useState<NewsletterIssue | null>(null);
  const subscribers = stats.data?.subscribers ?? null;

  return (
    <section aria-labelledby="admin-newsletter-heading" className="grid grid-cols-1 gap-6">
      <div>
        <h2 id="admin-newsletter-heading" className="text-xl font-semibold">
          {t('heading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('description')}</p>
        {stats.data && (
          <p className="mt-2 text-sm">
            {t('subscribers', { count: stats.data.subscribers })} · {t('unconfirmed', { count: stats.data.unconfirmed })}
          </p>
        )}
      </div>

      <IssueForm editing={editing} onDone={() => setEditing(null)} />

      <section aria-labelledby="admin-newsletter-issues" className="grid gap-4">
        <h3 id="admin-newsletter-issues" className="text-lg font-semibold">
          {t('issues.heading')}
        </h3>
        {issues.isPending && <Spinner label={t('loading')} />}
        {issues.isError && (
          <p role="alert" className="text-destructive dark:text-red-300">
            {t('issues.loadFailed')}
          </p>
        )}
        {pager.items && pager.items.length === 0 && <p className="text-muted-foreground">{t('issues.empty')}</p>}
        {pager.items && pager.items.length > 0 && (
          <div aria-busy={issues.isFetching}>
            <ul className="grid gap-3">
              {pager.items.map((issue) => (
                <IssueItem key={issue.id} issue={issue} subscribers={subscribers} onEdit={() => setEditing(issue)} />
              ))}
            </ul>
            <Pager walker={pager} />
          </div>
        )}
      </section>
    </section>
  );
}
