import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPETENCY_COMMENT_MAX } from '@common/constants';
import type { EvaluationBody } from '@common/contracts/placement-closure';
import { COMPETENCIES, EVALUATION_OUTCOMES, type Competency, type EvaluationOutcome } from '@common/enums';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { serverMessage } from '@web/lib/api-client';
import { useSendEvaluation } from '../api/supervisor-evaluation';

type Ratings = Partial<Record<Competency, number>>;
type Comments = Partial<Record<Competency, string>>;
type Problem = 'outcome' | 'lastDayPresent' | 'hoursMissed' | 'ratings' | 'wouldHostAgain';

const RATINGS = [1, 2, 3, 4, 5] as const;

function ErrorText({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive dark:text-red-300">
      {text}
    </p>
  );
}

/**
 * The evaluation: the outcome (for "partly", the last day present and the hours missed), each
 * competency rated 1 to 5 with an optional comment (not for "did not show"), would they host again.
 * Plain radio buttons in fieldsets: every question is read with its legend.
 */
export function EvaluationForm({ token }: { token: string }) {
  const { t } = useTranslation('placement-closure');
  const send = useSendEvaluation(token);
  const [outcome, setOutcome] = useState<EvaluationOutcome | null>(null);
  const [lastDayPresent, setLastDayPresent] = useState('');
  const [hoursMissed, setHoursMissed] = useState('');
  const [ratings, setRatings] = useState<Ratings>({});
  const [comments, setComments] = useState<Comments>({});
  const [wouldHostAgain, setWouldHostAgain] = useState<boolean | null>(null);
  // Checked once they first try to send; from then on, each answer given clears its complaint.
  const [tried, setTried] = useState(false);
  const noShow = outcome === 'did_not_show';

  function check(): Set<Problem> {
    const found = new Set<Problem>();
    if (!outcome) found.add('outcome');
    if (outcome === 'partly_completed' && !lastDayPresent) found.add('lastDayPresent');
    if (outcome === 'partly_completed' && !/^\d+$/.test(hoursMissed.trim())) found.add('hoursMissed');
    if (outcome && !noShow && COMPETENCIES.some((competency) => !ratings[competency])) found.add('ratings');
    if (wouldHostAgain === null) found.add('wouldHostAgain');
    return found;
  }

  const problems = tried ? check() : new Set<Problem>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setTried(true);
    if (found.size > 0 || !outcome || wouldHostAgain === null) return;
    const body: EvaluationBody = {
      outcome,
      wouldHostAgain,
      ...(outcome === 'partly_completed' ? { lastDayPresent, hoursMissed: Number(hoursMissed.trim()) } : {}),
      ...(noShow
        ? {}
        : {
            ratings: Object.fromEntries(
              COMPETENCIES.map((competency) => [competency, { rating: ratings[competency]!, comment: comments[competency]?.trim() || null }]),
            ) as EvaluationBody['ratings'],
          }),
    };
    send.mutate(body);
  }

  const problem = (name: Problem, text: string) => (problems.has(name) ? text : null);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      {send.error && (
        <p role="alert" className="rounded-md border border-destructive bg-destructive/10 p-3 text-sm text-destructive dark:text-red-200">
          {serverMessage(send.error) ?? t('evaluation.failed')}
        </p>
      )}
      <fieldset className="grid gap-2" aria-describedby={problems.has('outcome') ? 'outcome-error' : undefined}>
        <legend className="mb-2 font-semibold">{t('evaluation.outcome.legend')}</legend>
        {EVALUATION_OUTCOMES.map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-3">
            <input type="radio" name="outcome" value={value} checked={outcome === value} onChange={() => setOutcome(value)} className="size-5" />
            {t(`evaluation.outcome.${value}`)}
          </label>
        ))}
        <ErrorText id="outcome-error" text={problem('outcome', t('evaluation.required'))} />
      </fieldset>

      {outcome === 'partly_completed' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="last-day-present">{t('evaluation.lastDayPresent')}</Label>
            <Input
              id="last-day-present"
              type="date"
              value={lastDayPresent}
              onChange={(event) => setLastDayPresent(event.target.value)}
              aria-invalid={problems.has('lastDayPresent') || undefined}
              aria-describedby={problems.has('lastDayPresent') ? 'last-day-error' : undefined}
            />
            <ErrorText id="last-day-error" text={problem('lastDayPresent', t('evaluation.required'))} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="hours-missed">{t('evaluation.hoursMissed')}</Label>
            <Input
              id="hours-missed"
              inputMode="numeric"
              value={hoursMissed}
              onChange={(event) => setHoursMissed(event.target.value)}
              aria-invalid={problems.has('hoursMissed') || undefined}
              aria-describedby={problems.has('hoursMissed') ? 'hours-missed-error' : undefined}
              className="max-w-32"
            />
            <ErrorText id="hours-missed-error" text={problem('hoursMissed', t('evaluation.required'))} />
          </div>
        </div>
      )}

      {noShow && (
        <p role="note" className="rounded-md border-l-4 border-primary bg-muted/40 p-3 text-sm">
          {t('evaluation.noShowNote')}
        </p>
      )}

      {outcome && !noShow && (
        <div className="grid gap-4">
          <p className="font-semibold">{t('evaluation.ratings.legend')}</p>
          {COMPETENCIES.map((competency) => (
            <fieldset key={competency} className="grid gap-2 rounded-md border p-3">
              <legend className="px-1 font-medium">{t(`competencies.${competency}`)}</legend>
              <div className="flex flex-wrap gap-1.5">
                {RATINGS.map((rating) => (
                  <label key={rating} className="flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md border px-2">
                    <input
                      type="radio"
                      name={`rating-${competency}`}
                      value={rating}
                      checked={ratings[competency] === rating}
                      onChange={() => setRatings((current) => ({ ...current, [competency]: rating }))}
                      className="size-5"
                    />
                    {rating}
                  </label>
                ))}
              </div>
              <Label htmlFor={`comment-${competency}`} weight="normal">
                {t('evaluation.ratings.comment', { competency: t(`competencies.${competency}`) })}
              </Label>
              <Textarea
                id={`comment-${competency}`}
                rows={2}
                maxLength={COMPETENCY_COMMENT_MAX}
                value={comments[competency] ?? ''}
                onChange={(event) => setComments((current) => ({ ...current, [competency]: event.target.value }))}
              />
            </fieldset>
          ))}
          <ErrorText id="ratings-error" text={problem('ratings', t('evaluation.ratingRequired'))} />
        </div>
      )}

      <fieldset className="grid gap-2" aria-describedby={problems.has('wouldHostAgain') ? 'host-error' : undefined}>
        <legend className="mb-2 font-semibold">{t('evaluation.wouldHostAgain.legend')}</legend>
        {([true, false] as const).map((value) => (
          <label key={String(value)} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="wouldHostAgain"
              checked={wouldHostAgain === value}
              onChange={() => setWouldHostAgain(value)}
              className="size-5"
            />
            {t(value ? 'evaluation.wouldHostAgain.yes' : 'evaluation.wouldHostAgain.no')}
          </label>
        ))}
        <ErrorText id="host-error" text={problem('wouldHostAgain', t('evaluation.required'))} />
      </fieldset>

      <Button type="submit" className="w-full sm:w-fit" disabled={send.isPending}>
        {send.isPending ? t('evaluation.sending') : t('evaluation.submit')}
      </Button>
    </form>
  );
}
