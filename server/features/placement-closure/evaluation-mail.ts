import { eq } from 'drizzle-orm';
import { SUPERVISOR_LINK_DAYS } from '@common/constants';
import type { AppDeps } from '../../app-deps';
import { placements } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { userMailLanguage } from '../../mail/mail-language';
import { mailT } from '../../mail/mail-i18n';
import { readPlacement } from '../placements/placement-repository';
import { createSupervisorLink, replaceOpenLinks, supervisorPageUrl } from '../placement-hours/supervisor-links';

// The supervisor's evaluation e-mail (docs/product/placement-hours.md#evaluation-and-reflection): at
// the end of the placement, and again on each reminder day with a fresh link (the older one stops
// working). Sent to the agreement's supervisor, in the employer account's language.

export const SUPERVISOR_EVALUATION_KIND = 'supervisor_evaluation';

/**
 * Writes a fresh evaluation link and queues its e-mail, in the unit of work of the closure's change.
 * `round`: 0 for the first e-mail, then the reminder's number. A placement whose agreement names no
 * supervisor's e-mail gets no link (nobody to send it to).
 */
export async function sendEvaluationRequest(
  deps: Pick<AppDeps, 'mailer' | 'config'>,
  work: UnitOfWork,
  placementId: string,
  round: number,
  now: Date,
) {
  const placement = await readPlacement(work.tx, placementId);
  const to = placement?.terms.supervisor.email;
  if (!placement || !to) return;
  if (round > 0) await replaceOpenLinks(work.tx, placementId, 'evaluation', now);
  const { token } = await createSupervisorLink(work.tx, { placementId, purpose: 'evaluation', sentTo: to }, now);
  const [employer] = await work.tx.select({ id: placements.employerId }).from(placements).where(eq(placements.id, placementId));
  const language = await userMailLanguage(work.tx, employer!.id);
  const t = mailT(language);
  const names = {
    studentName: placement.student.name,
    employerName: placement.terms.workplace.legalName ?? placement.employer.companyName,
    jobTitle: placement.job.title,
    schoolName: placement.institution?.name ?? '',
    endDate: placement.terms.endDate ?? '',
  };
  await deps.mailer.send(
    {
      kind: SUPERVISOR_EVALUATION_KIND,
      to,
      language,
      mentions: [placement.student.id],
      name: placement.terms.supervisor.name ?? '',
      subject: t(round > 0 ? 'supervisorEvaluation.reminderSubject' : 'supervisorEvaluation.subject', names),
      paragraphs: [
        t('supervisorEvaluation.intro', names),
        t(placement.institution ? 'supervisorEvaluation.school' : 'supervisorEvaluation.noSchool', names),
        t('supervisorEvaluation.noAccount', { days: SUPERVISOR_LINK_DAYS }),
        ...(round > 0 ? [t('supervisorEvaluation.latestLinkOnly')] : []),
      ],
      action: { label: t('supervisorEvaluation.action'), url: supervisorPageUrl(deps.config.publicUrl, 'evaluation', token) },
    },
    // One e-mail per round, however the run is retried.
    { work, dedupeKey: `${SUPERVISOR_EVALUATION_KIND}:${placementId}:${round}` },
  );
}
