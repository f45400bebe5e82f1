import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { EmployerJob } from '@common/contracts/jobs';
import { isDeadlinePassed } from '@common/job-state';
import { InputField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { useReopenJob } from '../api/employer-jobs';
import { endOfDayIso, isTodayOrLater, toDateInputValue } from '@web/features/jobs';

// The message shown is the form's translation (validation.deadlineDate.custom); this one is the fallback.
const schema = z.object({ deadlineDate: z.string().refine((date) => isTodayOrLater(date), 'The deadline must be today or later') });
type Values = z.infer<typeof schema>;

/** Reopen a filled, expired or switched-off posting, with a deadline today or later, or none (docs/product/jobs.md#posting-lifecycle). */
export function ReopenPostingDialog({ job, trigger }: { job: EmployerJob; trigger: ReactNode }) {
  const { t } = useTranslation('dashboards');
  const [open, setOpen] = useState(false);
  const reopen = useReopenJob();
  // A deadline still ahead is kept; one that has passed must be replaced (or removed).
  const defaults = { deadlineDate: isDeadlinePassed(job.applicationDeadline) ? '' : toDateInputValue(job.applicationDeadline) };
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults });
  const onOpenChange = (next: boolean) => {
    if (next) form.reset(defaults);
    setOpen(next);
  };
  const onSubmit = form.handleSubmit(({ deadlineDate }) =>
    reopen.mutate(
      { id: job.id, applicationDeadline: endOfDayIso(deadlineDate) },
      {
        onSuccess: () => {
          toast({ title: t('employer.toast.success'), description: t('employer.toast.reopened') });
          setOpen(false);
        },
        onError: () => toast({ variant: 'destructive', title: t('employer.toast.error'), description: t('employer.toast.updateFailed') }),
      },
    ),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('employer.reopenTitle', { title: job.title })}</DialogTitle>
          <DialogDescription>{t('employer.reopenDescription')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <InputField
            namespace="dashboards"
            label={t('employer.fields.deadline')}
            type="date"
            error={form.formState.errors.deadlineDate}
            {...form.register('deadlineDate')}
          />
          <DialogFooter>
            <Button type="submit" disabled={reopen.isPending}>
              {t('employer.reopen')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
