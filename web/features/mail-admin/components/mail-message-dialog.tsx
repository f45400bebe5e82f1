import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailMessageSummary } from '@common/contracts/mail-admin';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { useMailMessage } from '../api/mail-admin';

/**
 * One message's plain-text part, as text (never markup), while it is stored: in the outbox for 30
 * days; once an SMTP server accepted it, or it failed for good, only its address and subject are
 * kept. The server hides its links and codes and records the read in the audit log.
 */
export function MailMessageDialog({ message }: { message: MailMessageSummary }) {
  const { t } = useTranslation('mail-admin');
  const [open, setOpen] = useState(false);
  const detail = useMailMessage(message.id, open);
  const unsubscribe = detail.data?.message.headers['List-Unsubscribe'];

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t('messages.viewLabel', { subject: message.subject, to: message.to })}>
          {t('messages.view')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="break-words">{message.subject}</DialogTitle>
          <DialogDescription className="break-all">{t('messages.dialogTo', { to: message.to })}</DialogDescription>
        </DialogHeader>
        {detail.isPending && <Spinner label={t('messages.loadingOne')} />}
        {detail.isError && (
          <p role="alert" className="text-destructive dark:text-red-300">
            {t('messages.loadOneFailed')}
          </p>
        )}
        {detail.data && (
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground">{t('messages.masked')}</p>
            {unsubscribe && <p className="text-sm break-all text-muted-foreground">{t('messages.listUnsubscribe', { value: unsubscribe })}</p>}
            {detail.data.message.text === null ? (
              <p className="text-sm text-muted-foreground">{t('messages.textGone')}</p>
            ) : (
              <pre className="rounded-md border bg-muted/40 p-3 font-sans text-sm break-words whitespace-pre-wrap">{detail.data.message.text}</pre>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
