import { Check, Handshake, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EmployerPartnership, PartnershipDecision } from '@common/contracts/partners';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-client';
import { formatDate } from '@web/lib/format-date';
import { useAnswerInvitation, useEmployerPartners, useEndEmployerPartnership } from '../api/partners';

function InvitationRow({ partnership, isVerified }: { partnership: EmployerPartnership; isVerified: boolean }) {
  const { t, i18n } = useTranslation('partners');
  const answer = useAnswerInvitation();
  const end = useEndEmployerPartnership();
  const school = partnership.institution.institutionName;
  const busy = answer.isPending || end.isPending;
  const onFailure = (error: Error) => toast({ variant: 'destructive', title: serverMessage(error) ?? t('employer.failed') });
  const onAnswer = (decision: PartnershipDecision) =>
    answer.mutate(
      { id: partnership.id, decision },
      { onSuccess: () => toast({ title: t(decision === 'accept' ? 'employer.accepted' : 'employer.declined', { school }) }), onError: onFailure },
    );
  const onEnd = () => end.mutate(partnership.id, { onSuccess: () => toast({ title: t('employer.ended', { school }) }), onError: onFailure });

  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 [overflow-wrap:anywhere]">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {school}
          {partnership.status === 'accepted' && <Badge>{t('status.accepted')}</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">
          {[partnership.institution.city, t('employer.invitedOn', { date: formatDate(partnership.invitedAt, i18n.language, { style: 'short' }) })]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      {partnership.status === 'pending' ? (
        <div className="flex gap-2">
          <Button size="sm" disabled={busy || !isVerified} onClick={() => onAnswer('accept')} aria-label={t('employer.acceptLabel', { school })}>
            <Check aria-hidden="true" />
            {t('employer.accept')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy || !isVerified}
            onClick={() => onAnswer('decline')}
            aria-label={t('employer.declineLabel', { school })}
          >
            <X aria-hidden="true" />
            {t('employer.decline')}
          </Button>
        </div>
      ) : (
        <Button size="sm" variant="outline" disabled={busy} onClick={onEnd} aria-label={t('employer.endLabel', { school })}>
          {t('employer.end')}
        </Button>
      )}
    </li>
  );
}

/** "School partnerships" on the employer dashboard (docs/product/schools.md#partners): answer invitations, end partnerships. */
export function EmployerPartnersCard({ isVerified }: { isVerified: boolean }) {
  const { t } = useTranslation('partners');
  const partners = useEmployerPartners();
  const items = partners.data?.items ?? [];
  return (
    <Card role="region" aria-labelledby="employer-partners-title">
      <CardHeader>
        <CardTitle as="h2" id="employer-partners-title" className="flex items-center gap-2">
          <Handshake aria-hidden="true" className="size-5" />
          {t('employer.title')}
        </CardTitle>
        <CardDescription>{t('employer.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {!isVerified && <p className="text-sm text-muted-foreground">{t('employer.notVerified')}</p>}
        {partners.isError && <p className="text-sm text-destructive dark:text-red-300">{t('loadFailed')}</p>}
        {partners.isSuccess && items.length === 0 && <p className="text-sm text-muted-foreground">{t('employer.none')}</p>}
        {items.length > 0 && (
          <ul className="grid gap-2" aria-label={t('employer.listLabel')}>
            {items.map((partnership) => (
              <InvitationRow key={partnership.id} partnership={partnership} isVerified={isVerified} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
