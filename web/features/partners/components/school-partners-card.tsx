import { Handshake, Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerCandidate, SchoolPartnership } from '@common/contracts/partners';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-client';
import { formatDate } from '@web/lib/format-date';
import { useEndSchoolPartnership, useInviteEmployer, usePartnerCandidates, useSchoolPartners } from '../api/partners';

/** The button that ends a row, by where the partnership stands. */
const END_ACTION = { pending: 'withdraw', accepted: 'end', declined: 'clear' } as const;

/** The search for a verified employer by company name, and its results with "Invite". */
function InviteSearch() {
  const { t } = useTranslation('partners');
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const candidates = usePartnerCandidates(search);
  const invite = useInviteEmployer();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };
  const onInvite = (candidate: PartnerCandidate) =>
    invite.mutate(candidate.employerId, {
      onSuccess: () => toast({ title: t('school.invited', { company: candidate.companyName }) }),
      onError: (error) => toast({ variant: 'destructive', title: serverMessage(error) ?? t('school.inviteFailed') }),
    });
  const items = candidates.data?.items ?? [];

  return (
    <div className="grid gap-3">
      <form role="search" onSubmit={onSubmit} className="grid gap-2">
        <Label htmlFor={inputId}>{t('school.searchLabel')}</Label>
        <div className="flex gap-2">
          <Input id={inputId} value={typed} onChange={(event) => setTyped(event.target.value)} aria-describedby={`${inputId}-hint`} maxLength={120} />
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" />
            {t('school.searchButton')}
          </Button>
        </div>
        <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
          {t('school.searchHint')}
        </p>
      </form>
      {candidates.isFetching && <p className="text-sm text-muted-foreground">{t('school.searching')}</p>}
      {candidates.isError && <p className="text-sm text-destructive dark:text-red-300">{serverMessage(candidates.error) ?? t('loadFailed')}</p>}
      {candidates.isSuccess && items.length === 0 && <p className="text-sm text-muted-foreground">{t('school.noMatches', { search })}</p>}
      {items.length > 0 && (
        <ul className="grid gap-2" aria-label={t('school.resultsLabel')}>
          {items.map((candidate) => (
            <li
              key={candidate.employerId}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 [overflow-wrap:anywhere]"
            >
              <div className="min-w-0">
                <p className="font-medium">{candidate.companyName}</p>
                {candidate.city && <p className="text-sm text-muted-foreground">{candidate.city}</p>}
              </div>
              {candidate.partnershipStatus ? (
                <Badge variant="secondary">{t(`status.${candidate.partnershipStatus}`)}</Badge>
              ) : (
                <Button
                  size="sm"
                  disabled={invite.isPending}
                  onClick={() => onInvite(candidate)}
                  aria-label={t('school.inviteLabel', { company: candidate.companyName })}
                >
                  {t('school.invite')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One invitation or partner, with the button that ends it. */
function PartnershipRow({ partnership }: { partnership: SchoolPartnership }) {
  const { t, i18n } = useTranslation('partners');
  const end = useEndSchoolPartnership();
  const company = partnership.employer.companyName;
  const action = END_ACTION[partnership.status];
  const onEnd = () =>
    end.mutate(partnership.id, {
      onSuccess: () => toast({ title: t('school.ended', { company }) }),
      onError: (error) => toast({ variant: 'destructive', title: serverMessage(error) ?? t('school.endFailed') }),
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 [overflow-wrap:anywhere]">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {company}
          <Badge variant={partnership.status === 'accepted' ? 'default' : 'outline'}>{t(`status.${partnership.status}`)}</Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          {t('school.since', { date: formatDate(partnership.invitedAt, i18n.language, { style: 'short' }) })}
        </p>
      </div>
      <Button size="sm" variant="outline" disabled={end.isPending} onClick={onEnd} aria-label={t(`school.${action}Label`, { company })}>
        {t(`school.${action}`)}
      </Button>
    </li>
  );
}

/** "Partners" on the school's dashboard (docs/product/schools.md#partners): invite verified employers, see where each stands. */
export function SchoolPartnersCard({ isVerified }: { isVerified: boolean }) {
  const { t } = useTranslation('partners');
  const partners = useSchoolPartners();
  const items = partners.data?.items ?? [];
  const total = partners.data?.total ?? items.length;
  return (
    <Card role="region" aria-labelledby="school-partners-title">
      <CardHeader>
        <CardTitle as="h2" id="school-partners-title" className="flex items-center gap-2">
          <Handshake aria-hidden="true" className="size-5" />
          {t('school.title')}
        </CardTitle>
        <CardDescription>{t('school.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {isVerified ? <InviteSearch /> : <p className="text-sm text-muted-foreground">{t('school.notVerified')}</p>}
        {partners.isError && <p className="text-sm text-destructive dark:text-red-300">{t('loadFailed')}</p>}
        {partners.isSuccess && items.length === 0 && <p className="text-sm text-muted-foreground">{t('school.none')}</p>}
        {items.length > 0 && (
          <ul className="grid gap-2" aria-label={t('school.listLabel')}>
            {items.map((partnership) => (
              <PartnershipRow key={partnership.id} partnership={partnership} />
            ))}
          </ul>
        )}
        {total > items.length && <p className="text-sm text-muted-foreground">{t('school.moreNotShown', { shown: items.length, total })}</p>}
      </CardContent>
    </Card>
  );
}
