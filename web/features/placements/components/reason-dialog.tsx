import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { RefusalMessage } from './refusal-message';

const REASON_MAX = 1000;

/**
 * A dialog that asks for a reason every party will read (declining, cancelling), then confirms. The
 * server checks the reason and the step; its refusal is shown in the dialog, as it words it.
 */
export function ReasonDialog({
  trigger,
  title,
  description,
  confirm,
  pending,
  error,
  fallback,
  onConfirm,
  onOpenChange,
  extra,
}: {
  trigger: ReactNode;
  title: string;
  description: string;
  confirm: string;
  pending: boolean;
  error: unknown;
  fallback: string;
  onConfirm: (reason: string, close: () => void) => void;
  onOpenChange?: (open: boolean) => void;
  /** More to choose beside the reason (the hours' verification: the supervisor's corrected times). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation('placements');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    setMissing(false);
    onOpenChange?.(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) return setMissing(true);
            onConfirm(reason.trim(), () => change(false));
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={id}>{t('reason.label')}</Label>
            <Textarea
              id={id}
              value={reason}
              maxLength={REASON_MAX}
              rows={4}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? `${id}-error` : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            {missing && (
              <p id={`${id}-error`} className="text-sm font-medium text-destructive dark:text-red-300">
                {t('reason.missing')}
              </p>
            )}
          </div>
          {extra}
          {error ? <RefusalMessage error={error} fallback={fallback} /> : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => change(false)}>
              {t('reason.back')}
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
