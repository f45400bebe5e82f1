import { useId, useState } from 'react';
import { BadgeCheck, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_REASON_MAX, type VerificationItem } from '@common/contracts/verification';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-client';
import { formatDate } from '@web/lib/format-date';
import { useDecideVerification } from '../api/verifications';

/** One school or employer in the queue: what to check it by, and Verify / Reject (with a reason). */
export function VerificationCard({ item }: { item: VerificationItem }) {
  const { t, i18n } = useTranslation('admin');
  const [rejecting, setRejecting] = useState(false);
  const decide = useDecideVerification({
    onSuccess: ({ decision }) => {
      setRejecting(false);
      toast({ title: t(`verification.${decision}`, { name: item.name }) });
    },
    onError: (error) => toast({ variant: 'destructive', title: t('errorTitle'), description: serverMessage(error) ?? t('verification.failed') }),
  });
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const name = item.name;
  const place = [item.city, item.region, item.country].filter(Boolean).join(', ');
  const contact = [item.contactName, item.contactEmail, item.contactPhone].filter(Boolean).join(' · ');

  const send = (decision: 'verified' | 'rejected') =>
    decide.mutate({ kind: item.kind, id: item.id, decision, ...(decision === 'rejected' && reason.trim() ? { reason: reason.trim() } : {}) });

  return (
    <Card>
      <CardContent size="sm" noHeader className="grid gap-2 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-base font-semibold">{name}</p>
          <Badge variant={item.status === 'rejected' ? 'destructive' : item.status === 'verified' ? 'secondary' : 'outline'}>
            {t(`verification.statuses.${item.status}`)}
          </Badge>
        </div>
        {(item.category || place) && <p>{[item.category, place].filter(Boolean).join(' — ')}</p>}
        <p className="break-all">{item.website ?? t('verification.noWebsite')}</p>
        {contact && <p className="break-all">{t('verification.contact', { contact })}</p>}
        <p className="break-all text-muted-foreground">{t('verification.account', { email: item.accountEmail })}</p>
        <p className="text-muted-foreground">
          {t('verification.signedUp', { date: formatDate(item.createdAt, i18n.language, { style: 'short' }) })}
          {item.decidedAt && <> · {t('verification.decided', { date: formatDate(item.decidedAt, i18n.language, { style: 'short' }) })}</>}
        </p>
        {item.note && <p>{t('verification.reasonShown', { reason: item.note })}</p>}
        <div className="mt-2 flex flex-wrap gap-2">
          {item.status !== 'verified' && (
            <Button size="sm" onClick={() => send('verified')} disabled={decide.isPending} aria-label={t('verification.verifyLabel', { name })}>
              <BadgeCheck aria-hidden="true" />
              {t('verification.verify')}
            </Button>
          )}
          {item.status !== 'rejected' && (
            <Dialog open={rejecting} onOpenChange={setRejecting}>
              <DialogTrigger asChild>
                <Button size="sm" variant="outline" disabled={decide.isPending} aria-label={t('verification.rejectLabel', { name })}>
                  <XCircle aria-hidden="true" />
                  {t('verification.reject')}
                </Button>
              </DialogTrigger>
              <DialogContent>
                <DialogHeader>
                  <DialogTitle>{t('verification.rejectTitle', { name })}</DialogTitle>
                  <DialogDescription>{t('verification.rejectDescription')}</DialogDescription>
                </DialogHeader>
                <div className="grid gap-2">
                  <Label htmlFor={reasonId}>{t('verification.reasonLabel')}</Label>
                  <Textarea
                    id={reasonId}
                    rows={3}
                    maxLength={VERIFICATION_REASON_MAX}
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                  />
                </div>
                <DialogFooter>
                  <Button variant="outline" onClick={() => setRejecting(false)}>
                    {t('verification.cancel')}
                  </Button>
                  <Button variant="destructive" onClick={() => send('rejected')} disabled={decide.isPending}>
                    {t('verification.confirmReject')}
                  </Button>
                </DialogFooter>
              </DialogContent>
            </Dialog>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
