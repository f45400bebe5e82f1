import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { placementPagePath } from '../lib/placement-path';
import { useSchoolInvitations } from '../api/school-invitation';

/**
 * On a school's placement board: students with no school who invite it to take part in their
 * placement, each leading to the placement's page where it answers
 * (docs/product/placements.md#a-student-with-no-school-invites-one). Nothing while none waits.
 */
export function SchoolInvitationsList() {
  const { t } = useTranslation('placements');
  const items = useSchoolInvitations(true).data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="school-invitations-heading" className="mb-6 grid gap-3 rounded-md border border-primary/40 bg-primary/5 p-4">
      <h2 id="school-invitations-heading" className="text-lg font-semibold">
        {t('schoolInvitation.boardHeading')}
      </h2>
      <ul className="grid gap-2">
        {items.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {t('schoolInvitation.boardItem', { student: invitation.studentName, employer: invitation.employerName, job: invitation.jobTitle })}
            </span>
            <Link to={placementPagePath(invitation.placementId)} className="text-sm font-medium text-primary underline underline-offset-4">
              {t('schoolInvitation.answer')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
