import type { AppDeps } from '../../app-deps';
import type { UnitOfWork } from '../../db/unit-of-work';
import { notify } from '../notifications/notify';
import { NOTIFICATION_LINKS } from '../notifications/triggers';

/** The student hears (bell and e-mail, per their settings) that the guardian they named consented or refused. */
export async function notifyGuardianConsentAnswered(
  deps: AppDeps,
  work: UnitOfWork,
  answer: { studentId: string; requestId: string; consented: boolean; guardianName: string },
): Promise<void> {
  await notify(
    deps,
    {
      userId: answer.studentId,
      kind: 'guardian_consent_answered',
      params: { guardianName: answer.guardianName, decision: answer.consented ? 'consented' : 'refused' },
      link: NOTIFICATION_LINKS.studentHome,
      dedupeKey: `guardian_consent_answered:${answer.requestId}`,
    },
    work,
  );
}
