import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerApplication } from '@common/contracts/jobs';
import { CLOSED_APPLICATION_STATUSES } from '@common/enums';
import { Button } from '@web/components/ui/button';
import { isAwaitingAnswer } from '../lib/answer-due';
import { useSendAnswer } from './answer-form-parts';
import { InterviewForm } from './interview-form';
import { NotSelectedForm } from './not-selected-form';
import { OfferForm } from './offer-form';

/** The form open under the answers, if any; `?answer=interview` and `?answer=not-selected` (the e-mail's links) open theirs at once. */
export type OpenAnswer = 'interview' | 'offer' | 'not-selected' | null;

export const openAnswerFrom = (value: string | null): OpenAnswer => (value === 'interview' || value === 'not-selected' ? value : null);

const isClosed = (application: EmployerApplication) => (CLOSED_APPLICATION_STATUSES as readonly string[]).includes(application.status);

/**
 * The employer's answers (docs/product/applications.md#the-pipeline): while awaiting, "Mark as
 * reviewing", an interview, an offer or not selected; at an interview, a new time, an offer or not
 * selected; an offer waits for the student; a closed application takes none.
 */
export function ApplicationAnswers({
  application,
  name,
  initiallyOpen,
}: {
  application: EmployerApplication;
  name: string;
  initiallyOpen: OpenAnswer;
}) {
  const { t } = useTranslation('postings');
  const [open, setOpen] = useState<OpenAnswer>(initiallyOpen);
  const close = () => setOpen(null);
  const reviewing = useSendAnswer(application.id, name, close);
  const awaiting = isAwaitingAnswer(application.status);
  const atInterview = application.status === 'interview';

  let body;
  // A closing answer or an offer still held for Undo: the Undo above is all there is to do.
  if (application.statusChange && (isClosed(application) || application.status === 'offered')) body = null;
  else if (isClosed(application)) body = <p className="text-muted-foreground">{t('answers.closed')}</p>;
  else if (application.status === 'offered') body = <p className="text-muted-foreground">{t('answers.offerWaiting')}</p>;
  else if (!awaiting && !atInterview) body = null;
  else if (open === 'interview') body = <InterviewForm application={application} name={name} onDone={close} />;
  else if (open === 'offer') body = <OfferForm application={application} name={name} onDone={close} />;
  else if (open === 'not-selected') body = <NotSelectedForm application={application} name={name} onDone={close} />;
  else
    body = (
      <div className="flex flex-wrap gap-2">
        {application.status === 'pending' && (
          <Button
            variant="outline"
            disabled={reviewing.isPending}
            onClick={() => reviewing.send({ status: 'reviewing' })}
            aria-label={t('answers.reviewingFor', { name })}
          >
            {t('answers.reviewing')}
          </Button>
        )}
        <Button onClick={() => setOpen('interview')}>{t(atInterview ? 'answers.reschedule' : 'answers.interview')}</Button>
        <Button variant="secondary" onClick={() => setOpen('offer')}>
          {t('answers.offer')}
        </Button>
        <Button variant="outline" onClick={() => setOpen('not-selected')}>
          {t('answers.notSelected')}
        </Button>
      </div>
    );

  return (
    <section aria-labelledby="answers-heading" className="grid gap-3">
      <h2 id="answers-heading" className="text-lg font-semibold">
        {t('answers.title')}
      </h2>
      {awaiting && <p className="text-sm text-muted-foreground">{t('answers.intro')}</p>}
      {body}
    </section>
  );
}
