import { Ban } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TAKEDOWN_REASON_MAX, type AdminJob } from '@common/contracts/admin';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-client';
import { useTakeDownJob } from '../api/take-down-job';

/** "Take down" on a posting: the reason is required, as its employer reads it (docs/product/admin.md#taking-a-posting-down). */
export function TakeDownDialog({ job }: { job: AdminJob }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const reasonId = useId();
  const errorId = useId();
  const takeDown = useTakeDownJob();

  function send() {
    const text = reason.trim();
    if (!text) return setMissing(true);
    takeDown.mutate(
      { id: job.id, reason: text },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: t('jobs.takenDownToast', { title: job.title }) });
        },
        onError: (error) => toast({ variant: 'destructive', title: t('errorTitle'), description: serverMessage(error) ?? t('jobs.takeDownFailed') }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={t('jobs.takeDownLabel', { title: job.title })}>
          <Ban aria-hidden="true" />
          {t('jobs.takeDown')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('jobs.takeDownTitle', { title: job.title })}</DialogTitle>
          <DialogDescription>{t('jobs.takeDownDescription')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={reasonId}>{t('jobs.reasonLabel')}</Label>
          <Textarea
            id={reasonId}
            rows={3}
            maxLength={TAKEDOWN_REASON_MAX}
            value={reason}
            aria-invalid={missing}
            aria-describedby={missing ? errorId : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
          />
          {missing && (
            <p id={errorId} className="text-sm text-destructive">
              {t('jobs.reasonRequired')}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('jobs.cancel')}
          </Button>
          <Button variant="destructive" onClick={send} disabled={takeDown.isPending}>
            {t('jobs.confirmTakeDown')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
