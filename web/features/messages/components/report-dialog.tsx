import { zodResolver } from '@hookform/resolvers/zod';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageReportBody, type MessageReportBody } from '@common/contracts/messages';
import { MESSAGE_REPORT_REASONS } from '@common/enums';
import { FormField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { ApiError, serverMessage } from '@web/lib/api-client';
import { useReportMessage } from '../api/messages';

/** "Report" on one of the other side's messages: a reason, details (required for "other"); once per message. */
export function ReportDialog({ messageId, senderName }: { messageId: string; senderName: string }) {
  const { t } = useTranslation('messages');
  const [open, setOpen] = useState(false);
  const report = useReportMessage();
  const form = useForm<MessageReportBody>({ resolver: zodResolver(messageReportBody), defaultValues: { reason: undefined, details: '' } });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset({ reason: undefined, details: '' });
      report.reset();
    }
  };
  const onSubmit = form.handleSubmit((values) =>
    report.mutate(
      { messageId, report: { reason: values.reason, ...(values.details ? { details: values.details } : {}) } },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast({ title: t('report.sentTitle'), description: t('report.sentDescription') });
        },
      },
    ),
  );
  const alreadyReported = report.error instanceof ApiError && report.error.status === 409;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size={null} className="h-7 px-2 text-xs" aria-label={t('report.openLabel', { name: senderName })}>
          <Flag aria-hidden="true" />
          {t('report.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('report.title')}</DialogTitle>
          <DialogDescription>{t('report.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormField
            name="reason"
            namespace="messages"
            label={t('report.reason')}
            required
            error={form.formState.errors.reason && { type: 'required', message: t('report.reasonRequired') }}
          >
            {(control) => (
              <Controller
                control={form.control}
                name="reason"
                render={({ field }) => (
                  <Select value={field.value ?? ''} onValueChange={field.onChange}>
                    <SelectTrigger {...control}>
                      <SelectValue placeholder={t('report.reasonPlaceholder')} />
                    </SelectTrigger>
                    <SelectContent>
                      {MESSAGE_REPORT_REASONS.map((value) => (
                        <SelectItem key={value} value={value}>
                          {t(`reasons.${value}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
          <FormField
            name="details"
            namespace="messages"
            label={t('report.details')}
            required={reason === 'other'}
            hint={t('report.detailsHint')}
            error={form.formState.errors.details && { type: form.formState.errors.details.type, message: t('report.detailsRequired') }}
          >
            {(control) => <Textarea rows={3} {...control} {...form.register('details')} />}
          </FormField>
          {report.error && (
            <p role="alert" className="text-sm text-destructive dark:text-red-300">
              {alreadyReported ? t('report.already') : (serverMessage(report.error) ?? t('report.failed'))}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={report.isPending}>
              {t('report.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
