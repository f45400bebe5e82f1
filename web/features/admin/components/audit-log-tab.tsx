import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, type AuditEntryView } from '@common/contracts/admin';
import { Spinner } from '@web/components/ui/spinner';
import { useAuditLog } from '../api/get-audit-log';
import { formatDateTime } from '@web/lib/format-date';
import { usePageWalker } from '../lib/use-page-walker';
import { Pager } from './pager';
import { Cell, HeaderCell, ScrollTable } from './scroll-table';

const COLUMNS = ['when', 'action', 'admin', 'user', 'details', 'address'] as const;

function ActionLabel({ action }: { action: string }) {
  const { t } = useTranslation('admin');
  return <>{(AUDIT_ACTIONS as readonly string[]).includes(action) ? t(`audit.actions.${action}`) : action}</>;
}

function Details({ entry }: { entry: AuditEntryView }) {
  const { t } = useTranslation('admin');
  if (/^(institution|employer)\.(verify|reject)$/.test(entry.action)) {
    const { name, reason } = entry.details;
    return <>{typeof reason === 'string' ? t('audit.decisionWithReason', { name, reason }) : String(name ?? '')}</>;
  }
  // A newsletter issue is named by its subject; a retried background task by its kind.
  if (entry.action.startsWith('newsletter.')) return <>{String(entry.details.subject ?? '')}</>;
  if (entry.action === 'background_job.retry') return <>{String(entry.details.kind ?? '')}</>;
  // A change made while viewing as a user: the call, as the API names it (method and route).
  if (entry.action === 'impersonation.write') return <>{[entry.details.method, entry.details.route].map((part) => String(part ?? '')).join(' ')}</>;
  // A posting taken down: its title and the reason the employer read.
  if (entry.action === 'job.takedown') return <>{t('audit.decisionWithReason', { name: entry.details.title, reason: entry.details.reason })}</>;
  if (entry.action === 'user.delete') return <>{t(`roles.${typeof entry.details.role === 'string' ? entry.details.role : 'none'}`)}</>;
  if (entry.action !== 'user.role_change') return null;
  const label = (role: unknown) => t(`roles.${typeof role === 'string' ? role : 'none'}`);
  return <>{t('audit.roleChange', { from: label(entry.details.from), to: label(entry.details.to) })}</>;
}

/** Who did what to whom, when and from where; read only (the table refuses edits). */
export function AuditLogTab() {
  const { t, i18n } = useTranslation('admin');
  const log = useAuditLog();
  const pager = usePageWalker(log);
  return (
    <section aria-labelledby="admin-audit-heading" className="grid grid-cols-1 gap-4">
      <div>
        <h2 id="admin-audit-heading" className="text-xl font-semibold">
          {t('audit.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('audit.description')}</p>
      </div>
      {log.isPending && <Spinner label={t('loading')} />}
      {log.isError && (
        <p role="alert" className="text-destructive">
          {t('audit.loadFailed')}
        </p>
      )}
      {pager.items && (
        <div aria-busy={log.isFetching}>
          <ScrollTable label={t('audit.tableLabel')}>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <HeaderCell key={column}>{t(`audit.columns.${column}`)}</HeaderCell>
                ))}
              </tr>
            </thead>
            <tbody>
              {pager.items.map((entry) => (
                <tr key={entry.id} className="border-t">
                  <Cell className="whitespace-nowrap">{formatDateTime(entry.createdAt, i18n.language)}</Cell>
                  <Cell>
                    <ActionLabel action={entry.action} />
                  </Cell>
                  <Cell className="break-all">{entry.actorEmail}</Cell>
                  <Cell className="break-all">{entry.targetEmail ?? ''}</Cell>
                  <Cell>
                    <Details entry={entry} />
                  </Cell>
                  <Cell>{entry.ipAddress ?? ''}</Cell>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          {pager.items.length === 0 && <p className="mt-3 text-muted-foreground">{t('audit.empty')}</p>}
          <Pager walker={pager} />
        </div>
      )}
    </section>
  );
}
