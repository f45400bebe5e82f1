import { Copy, Pencil, RotateCcw, Trash2, UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EmployerJob } from '@common/contracts/jobs';
import type { JobState } from '@common/job-state';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { useCloseJob, useDeleteJob, useDuplicateJob } from '../api/employer-jobs';
import { ConfirmAction } from '@web/features/account';
import { EditPostingDialog } from './posting-form-dialog';
import { ReopenPostingDialog } from './reopen-posting-dialog';

/** Edit, close as filled or reopen, duplicate and delete one own posting (docs/product/jobs.md#posting-lifecycle). */
export function PostingActions({ job, state, companyName }: { job: EmployerJob; state: JobState; companyName: string }) {
  const { t } = useTranslation('dashboards');
  const close = useCloseJob();
  const duplicate = useDuplicateJob();
  const remove = useDeleteJob();
  const failed = () => toast({ variant: 'destructive', title: t('employer.toast.error'), description: t('employer.toast.updateFailed') });
  const done = (description: string) => toast({ title: t('employer.toast.success'), description });
  const named = (key: string) => t(key, { title: job.title });

  return (
    <div className="flex flex-wrap gap-2">
      <EditPostingDialog
        job={job}
        companyName={companyName}
        trigger={
          <Button type="button" variant="outline" size="sm" aria-label={named('employer.editFor')}>
            <Pencil aria-hidden="true" />
            {t('employer.edit')}
          </Button>
        }
      />
      {state === 'filled' || state === 'expired' ? (
        <ReopenPostingDialog
          job={job}
          trigger={
            <Button type="button" variant="outline" size="sm" aria-label={named('employer.reopenFor')}>
              <RotateCcw aria-hidden="true" />
              {t('employer.reopen')}
            </Button>
          }
        />
      ) : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={named('employer.closeFor')}
          disabled={close.isPending}
          onClick={() => close.mutate(job.id, { onSuccess: () => done(t('employer.toast.closed')), onError: failed })}
        >
          <UserCheck aria-hidden="true" />
          {t('employer.close')}
        </Button>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={named('employer.duplicateFor')}
        disabled={duplicate.isPending}
        onClick={() => duplicate.mutate(job.id, { onSuccess: () => done(t('employer.toast.duplicated')), onError: failed })}
      >
        <Copy aria-hidden="true" />
        {t('employer.duplicate')}
      </Button>
      <ConfirmAction
        destructive
        trigger={
          <Button type="button" variant="outline" size="sm" aria-label={named('employer.deleteFor')} disabled={remove.isPending}>
            <Trash2 aria-hidden="true" />
            {t('employer.delete')}
          </Button>
        }
        title={named('employer.deleteTitle')}
        description={t('employer.deleteDescription', { count: job._count.applications })}
        confirmLabel={t('employer.deleteConfirm')}
        onConfirm={() => remove.mutate(job.id, { onSuccess: () => done(t('employer.toast.deleted')), onError: failed })}
      />
    </div>
  );
}
