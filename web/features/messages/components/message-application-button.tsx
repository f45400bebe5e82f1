import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { useThreadList, useWriteAboutApplication } from '../api/messages';
import { threadPagePath } from '../lib/thread-paths';
import { MessageForm } from './message-form';

/**
 * "Message the employer" on a student's application, "Message <student>" on the employer's
 * applicant: to the thread when there is one, else a first message that starts it (docs/product/messages.md).
 */
export function MessageApplicationButton({ applicationId, studentName }: { applicationId: string; studentName?: string }) {
  const { t } = useTranslation('messages');
  const label = studentName ? t('entry.messageStudent', { name: studentName }) : t('entry.messageEmployer');
  const list = useThreadList();
  const thread = list.data?.threads.find((held) => held.applicationId === applicationId);
  if (list.isPending || list.isError) return null;
  if (thread) {
    return (
      <Button asChild variant="outline" size="sm" className="justify-self-start">
        <Link to={threadPagePath(thread.id)}>
          <MessageSquare aria-hidden="true" />
          {label}
        </Link>
      </Button>
    );
  }
  return <FirstMessageDialog applicationId={applicationId} label={label} title={t('first.title')} />;
}

function FirstMessageDialog({ applicationId, label, title }: { applicationId: string; label: string; title: string }) {
  const { t } = useTranslation('messages');
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const write = useWriteAboutApplication(applicationId);
  const send = (body: string, saved: () => void) =>
    write.mutate(body, {
      onSuccess: (thread) => {
        saved();
        setOpen(false);
        void navigate(threadPagePath(thread.id));
      },
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" className="justify-self-start">
          <MessageSquare aria-hidden="true" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t('first.description')}</DialogDescription>
        </DialogHeader>
        {open && <MessageForm label={t('form.label')} submitLabel={t('form.send')} send={send} pending={write.isPending} error={write.error} />}
      </DialogContent>
    </Dialog>
  );
}
