import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { useAcceptSchoolInvitation, useDeclineSchoolInvitation, useSchoolInvitations } from '../api/school-invitation';
import { RefusalMessage } from './refusal-message';

/**
 * The school invited to a placement it is not part of yet (its page answers 404 until then): who
 * invites it and to what, and its answer (docs/product/placements.md#a-student-with-no-school-invites-one).
 * Null when no invitation of this placement waits for it. Accepting makes the placement its own: the page then shows it.
 */
export function SchoolInvitationAnswer({ placementId }: { placementId: string }) {
  const { t } = useTranslation('placements');
  const invitations = useSchoolInvitations(true);
  const accept = useAcceptSchoolInvitation();
  const decline = useDeclineSchoolInvitation();
  const invitation = invitations.data?.items.find((item) => item.placementId === placementId);
  if (decline.isSuccess) {
    return (
      <p role="status" className="text-sm font-medium">
        {t('schoolInvitation.youDeclined')}
      </p>
    );
  }
  if (!invitation) return null;
  const pending = accept.isPending || decline.isPending;
  const error = accept.error ?? decline.error;
  return (
    <section aria-labelledby="school-invitation-heading" className="grid gap-3">
      <h2 id="school-invitation-heading" className="text-lg font-semibold">
        {t('schoolInvitation.answerHeading')}
      </h2>
      <p>{t('schoolInvitation.invites', { student: invitation.studentName, employer: invitation.employerName, job: invitation.jobTitle })}</p>
      <p className="text-sm text-muted-foreground">{t('schoolInvitation.ifAccepted')}</p>
      {error ? <RefusalMessage error={error} fallback={t('schoolInvitation.failed')} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={pending} onClick={() => accept.mutate({ params: { id: invitation.id } })}>
          {t('schoolInvitation.accept')}
        </Button>
        <Button type="button" variant="outline" disabled={pending} onClick={() => decline.mutate({ params: { id: invitation.id } })}>
          {t('schoolInvitation.decline')}
        </Button>
      </div>
    </section>
  );
}
