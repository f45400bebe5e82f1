import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REFLECTION_MAX } from '@common/constants';
import type { Evaluation, PlacementClosureResponse } from '@common/contracts/placement-closure';
import type { Placement } from '@common/contracts/placements';
import { COMPETENCIES } from '@common/enums';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { serverMessage } from '@web/lib/api-client';
import { formatDate } from '@web/lib/format-date';
import { usePlacementClosure, useSaveReflection, useSignOff } from '../api/placement-closure';
import type { Reader } from '../lib/placement-steps';
import { CertificateBlock } from './certificate-block';

/**
 * "The end of the placement" (docs/product/placement-hours.md#evaluation-and-reflection), once it is
 * completed: the supervisor's evaluation (the student, the school, the employer read it), the
 * student's reflection (their form; the school reads it, the employer does not), the school's
 * sign-off with what it waits for, and the certificate's reference once issued.
 */
export function PlacementClosureSection({ placement, reader }: { placement: Placement; reader: Reader }) {
  const { t, i18n } = useTranslation('placement-closure');
  const query = usePlacementClosure(placement.id, placement.status === 'completed');
  const closure = query.data;
  if (placement.status !== 'completed' || !closure || !closure.evaluationRequestedAt) return null;
  const noShow = closure.evaluation?.outcome === 'did_not_show';
  const closed = closure.signedOffAt !== null || closure.certificate !== null;
  return (
    <section aria-labelledby="closure-heading" className="grid gap-6">
      <h2 id="closure-heading" className="text-xl font-semibold">
        {t('section.heading')}
      </h2>
      {closure.evaluation ? (
        <EvaluationView evaluation={closure.evaluation} />
      ) : (
        <p>{t('section.waiting', { date: formatDate(closure.evaluationRequestedAt, i18n.language) })}</p>
      )}
      {!noShow && reader === 'student' && !closed && <ReflectionForm placement={placement} closure={closure} />}
      {!noShow && (reader === 'institution' || reader === 'admin' || (reader === 'student' && closed)) && <ReflectionView closure={closure} />}
      {!noShow && placement.institution && <SignOff placement={placement} closure={closure} reader={reader} />}
      {closure.certificate && (
        <CertificateBlock
          placementId={placement.id}
          certificate={closure.certificate}
          mayDownload={reader !== 'employer'}
          mayRevoke={reader === 'institution'}
        />
      )}
    </section>
  );
}

function EvaluationView({ evaluation }: { evaluation: Evaluation }) {
  const { t, i18n } = useTranslation('placement-closure');
  return (
    <div className="grid gap-3">
      <h3 className="text-lg font-semibold">{t('section.evaluationHeading')}</h3>
      <p className="text-sm text-muted-foreground">
        {t('section.evaluatedBy', { name: evaluation.evaluatorName ?? '', date: formatDate(evaluation.evaluatedAt, i18n.language) })}
      </p>
      <p className="font-medium">{t('section.outcome', { outcome: t(`outcomes.${evaluation.outcome}`) })}</p>
      {evaluation.outcome === 'did_not_show' && (
        <p role="note" className="rounded-md border-l-4 border-primary bg-muted/40 p-3 text-sm">
          {t('section.didNotShow')}
        </p>
      )}
      {evaluation.outcome === 'partly_completed' && evaluation.lastDayPresent && (
        <p>
          {t('section.partly', { date: formatDate(evaluation.lastDayPresent, i18n.language, { zone: 'UTC' }), hours: evaluation.hoursMissed ?? 0 })}
        </p>
      )}
      {evaluation.ratings && (
        <dl className="grid gap-2">
          {COMPETENCIES.map((competency) => {
            const rating = evaluation.ratings?.[competency];
            if (!rating) return null;
            return (
              <div key={competency} className="grid gap-1 sm:grid-cols-[12rem_1fr]">
                <dt className="font-medium">{t(`competencies.${competency}`)}</dt>
                <dd>
                  {t('section.rating', { rating: rating.rating })}
                  {rating.comment && <span className="block text-sm text-muted-foreground">{rating.comment}</span>}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      <p>{t('section.wouldHostAgain', { answer: t(evaluation.wouldHostAgain ? 'section.yes' : 'section.no') })}</p>
    </div>
  );
}

function ReflectionView({ closure }: { closure: PlacementClosureResponse }) {
  const { t } = useTranslation('placement-closure');
  const reflection = closure.reflection;
  return (
    <div className="grid gap-2">
      <h3 className="text-lg font-semibold">{t('section.reflectionHeading')}</h3>
      {reflection ? (
        <>
          <p className="whitespace-pre-line">{reflection.reflection}</p>
          {reflection.agreesWithEvaluation === true && <p className="text-sm">{t('section.agrees')}</p>}
          {reflection.agreesWithEvaluation === false && (
            <p className="text-sm">{t('section.disagrees', { comment: reflection.disagreementComment ?? '' })}</p>
          )}
        </>
      ) : (
        <p className="text-muted-foreground">{t('section.noReflection')}</p>
      )}
    </div>
  );
}

type ReflectionProblem = 'reflection' | 'agree' | 'disagreement';

function ReflectionForm({ placement, closure }: { placement: Placement; closure: PlacementClosureResponse }) {
  const { t } = useTranslation('placement-closure');
  const save = useSaveReflection();
  const [text, setText] = useState(closure.reflection?.reflection ?? '');
  const [agrees, setAgrees] = useState<boolean | null>(closure.reflection?.agreesWithEvaluation ?? null);
  const [disagreement, setDisagreement] = useState(closure.reflection?.disagreementComment ?? '');
  const [problem, setProblem] = useState<ReflectionProblem | null>(null);
  const [saved, setSaved] = useState(false);
  const askAgreement = closure.evaluation !== null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const found: ReflectionProblem | null = !text.trim()
      ? 'reflection'
      : askAgreement && agrees === null
        ? 'agree'
        : agrees === false && !disagreement.trim()
          ? 'disagreement'
          : null;
    setProblem(found);
    if (found) return;
    save.mutate(
      {
        params: { id: placement.id },
        body: {
          reflection: text.trim(),
          agreesWithEvaluation: askAgreement ? agrees : null,
          disagreementComment: agrees === false ? disagreement.trim() : null,
        },
      },
      { onSuccess: () => setSaved(true) },
    );
  }

  const errorOf = (name: ReflectionProblem, key: string) =>
    problem === name ? (
      <p id={`${name}-error`} className="text-sm font-medium text-destructive dark:text-red-300">
        {t(key)}
      </p>
    ) : null;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <h3 className="text-lg font-semibold">{t('section.reflectionHeading')}</h3>
      {save.error && (
        <p role="alert" className="text-sm text-destructive dark:text-red-300">
          {serverMessage(save.error) ?? t('section.failed')}
        </p>
      )}
      <div className="grid gap-2">
        <Label htmlFor="reflection">{t('section.reflectionLabel')}</Label>
        <p id="reflection-hint" className="text-sm text-muted-foreground">
          {t('section.reflectionHint', { max: REFLECTION_MAX })}
        </p>
        <Textarea
          id="reflection"
          rows={6}
          maxLength={REFLECTION_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={problem === 'reflection' || undefined}
          aria-describedby={problem === 'reflection' ? 'reflection-hint reflection-error' : 'reflection-hint'}
        />
        {errorOf('reflection', 'section.reflectionRequired')}
      </div>
      {askAgreement && (
        <fieldset className="grid gap-2" aria-describedby={problem === 'agree' ? 'agree-error' : undefined}>
          <legend className="mb-2 font-medium">{t('section.agreeLegend')}</legend>
          {([true, false] as const).map((value) => (
            <label key={String(value)} className="flex min-h-11 items-center gap-3">
              <input type="radio" name="agrees" checked={agrees === value} onChange={() => setAgrees(value)} className="size-5" />
              {t(value ? 'section.agreeYes' : 'section.agreeNo')}
            </label>
          ))}
          {errorOf('agree', 'section.agreeRequired')}
        </fieldset>
      )}
      {agrees === false && (
        <div className="grid gap-2">
          <Label htmlFor="disagreement">{t('section.disagreementLabel')}</Label>
          <Textarea
            id="disagreement"
            rows={3}
            maxLength={REFLECTION_MAX}
            value={disagreement}
            onChange={(event) => setDisagreement(event.target.value)}
            aria-invalid={problem === 'disagreement' || undefined}
            aria-describedby={problem === 'disagreement' ? 'disagreement-error' : undefined}
          />
          {errorOf('disagreement', 'section.disagreementRequired')}
        </div>
      )}
      <p role="status" className="text-sm font-medium empty:hidden">
        {saved ? t('section.reflectionSaved') : ''}
      </p>
      <Button type="submit" className="w-full sm:w-fit" disabled={save.isPending}>
        {t('section.saveReflection')}
      </Button>
    </form>
  );
}

function SignOff({ placement, closure, reader }: { placement: Placement; closure: PlacementClosureResponse; reader: Reader }) {
  const { t, i18n } = useTranslation('placement-closure');
  const signOff = useSignOff();
  return (
    <div className="grid gap-3">
      <h3 className="text-lg font-semibold">{t('section.signOffHeading')}</h3>
      {closure.signedOffAt ? (
        <p>{t('section.signedOff', { date: formatDate(closure.signedOffAt, i18n.language) })}</p>
      ) : closure.missing.length > 0 ? (
        <div className="grid gap-1">
          <p>{t('section.signOffWaits')}</p>
          <ul className="list-disc pl-6">
            {closure.missing.map((part) => (
              <li key={part}>{t(`section.missing.${part}`)}</li>
            ))}
          </ul>
        </div>
      ) : (
        reader === 'institution' && <p>{t('section.signOffReady')}</p>
      )}
      {signOff.error && (
        <p role="alert" className="text-sm text-destructive dark:text-red-300">
          {serverMessage(signOff.error) ?? t('section.failed')}
        </p>
      )}
      {reader === 'institution' && !closure.signedOffAt && (
        <Button
          className="w-full sm:w-fit"
          disabled={closure.missing.length > 0 || signOff.isPending}
          onClick={() => signOff.mutate({ params: { id: placement.id } })}
        >
          {signOff.isPending ? t('section.signingOff') : t('section.signOff')}
        </Button>
      )}
    </div>
  );
}
