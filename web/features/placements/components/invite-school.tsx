import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Placement } from '@common/contracts/placements';
import { Button } from '@web/components/ui/button';
import { useInviteSchool, useSchoolInvitation, useVerifiedSchools } from '../api/school-invitation';
import { RefusalMessage } from './refusal-message';

/**
 * A student with no school invites a verified school to take part, before the agreement goes out
 * (docs/product/placements.md#a-student-with-no-school-invites-one): where the latest invitation
 * stands, and while none waits, the verified schools to choose from.
 */
export function InviteSchool({ placement }: { placement: Placement }) {
  const { t } = useTranslation('placements');
  const selectId = useId();
  const invitation = useSchoolInvitation(placement.id, true).data?.invitation ?? null;
  const waiting = invitation?.status === 'pending';
  const schools = useVerifiedSchools(!waiting);
  const invite = useInviteSchool();
  const [chosen, setChosen] = useState('');
  const [missing, setMissing] = useState(false);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setMissing(chosen === '');
    if (chosen === '') return;
    invite.mutate({ params: { id: placement.id }, body: { institutionId: chosen } });
  }

  return (
    <section aria-labelledby="invite-school-heading" className="grid gap-3">
      <h2 id="invite-school-heading" className="text-lg font-semibold">
        {t('schoolInvitation.heading')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('schoolInvitation.hint')}</p>
      {invitation && (
        <p role="status" className="text-sm font-medium">
          {invitation.status === 'pending'
            ? t('schoolInvitation.pending', { school: invitation.school.name })
            : invitation.status === 'declined'
              ? t('schoolInvitation.declined', { school: invitation.school.name })
              : t('schoolInvitation.accepted', { school: invitation.school.name })}
        </p>
      )}
      {!waiting && (
        <form noValidate className="grid gap-3" aria-label={t('schoolInvitation.heading')} onSubmit={onSubmit}>
          <div className="grid gap-1">
            <label htmlFor={selectId} className="text-sm font-medium">
              {t('schoolInvitation.school')}
            </label>
            <select
              id={selectId}
              value={chosen}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? `${selectId}-error` : undefined}
              onChange={(event) => setChosen(event.target.value)}
              className="h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:max-w-md"
            >
              <option value="">{t('schoolInvitation.choose')}</option>
              {(schools.data ?? []).map((school) => (
                <option key={school.id} value={school.id}>
                  {school.city ? `${school.institutionName} (${school.city})` : school.institutionName}
                </option>
              ))}
            </select>
            {missing && (
              <p id={`${selectId}-error`} className="text-sm text-destructive dark:text-red-300">
                {t('schoolInvitation.chooseFirst')}
              </p>
            )}
          </div>
          {invite.error ? <RefusalMessage error={invite.error} fallback={t('schoolInvitation.failed')} /> : null}
          <Button type="submit" className="w-full sm:w-fit" disabled={invite.isPending}>
            {invite.isPending ? t('schoolInvitation.inviting') : t('schoolInvitation.invite')}
          </Button>
        </form>
      )}
    </section>
  );
}
