import { Pencil, Send, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NewsletterIssue } from '@common/contracts/newsletter';
import { Button } from '@web/components/ui/button';
import { ConfirmAction } from '@web/features/account';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-client';
import { useDeleteNewsletterIssue, useSendNewsletterIssue } from '../api/newsletter-issues';

/** A draft's Edit, Delete and Send; each asks before it does what cannot be undone. */
export function IssueActions({ issue, subscribers, onEdit }: { issue: NewsletterIssue; subscribers: number | null; onEdit: () => void }) {
  const { t } = useTranslation('newsletter-admin');
  const send = useSendNewsletterIssue();
  const remove = useDeleteNewsletterIssue();

  const confirmSend = () =>
    send.mutate(issue.id, {
      onSuccess: () => toast({ title: t('issues.sendStarted'), description: t('issues.sendStartedDescription') }),
      onError: (error) => toast({ variant: 'destructive', title: serverMessage(error) ?? t('issues.sendFailed') }),
    });
  const confirmDelete = () =>
    remove.mutate(issue.id, {
      onSuccess: () => toast({ title: t('issues.deleted') }),
      onError: (error) => toast({ variant: 'destructive', title: serverMessage(error) ?? t('issues.deleteFailed') }),
    });

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={onEdit} aria-label={t('issues.editLabel', { subject: issue.subject })}>
        <Pencil aria-hidden="true" />
        {t('issues.edit')}
      </Button>
      <ConfirmAction
        trigger={
          <Button variant="outline" size="sm" disabled={remove.isPending} aria-label={t('issues.deleteLabel', { subject: issue.subject })}>
            <Trash2 aria-hidden="true" />
            {t('issues.delete')}
          </Button>
        }
        title={t('issues.deleteTitle')}
        description={t('issues.deleteDescription', { subject: issue.subject })}
        confirmLabel={t('issues.delete')}
        onConfirm={confirmDelete}
        destructive
      />
      <ConfirmAction
        trigger={
          <Button size="sm" disabled={send.isPending} aria-label={t('issues.sendLabel', { subject: issue.subject })}>
            <Send aria-hidden="true" />
            {send.isPending ? t('issues.sending') : t('issues.send')}
          </Button>
        }
        title={t('issues.sendTitle')}
        description={
          subscribers === null
            ? t('issues.sendDescriptionUncounted', { subject: issue.subject })
            : t('issues.sendDescription', { subject: issue.subject, count: subscribers })
        }
        confirmLabel={t('issues.sendConfirm')}
        onConfirm={confirmSend}
      />
    </div>
  );
}
