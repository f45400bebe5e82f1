import { z } from 'zod';
import { COMPETENCY_COMMENT_MAX, REFLECTION_MAX } from '../constants';
import { COMPETENCIES, EVALUATION_OUTCOMES, PUBLIC_RECORD_STATUSES, type Competency } from '../enums';
import { keyed, keyedIssue } from '../messages';
import { supervisorPlacementSchema } from './placement-hours';
import { day } from './placements';

// How a placement ends (docs/product/placement-hours.md#evaluation-and-reflection): the supervisor's
// evaluation through their single-use link, the student's reflection, the school's sign-off, and the
// certificate it issues.

const rating = z
  .number(keyed('closure.ratingRange'))
  .int(keyed('closure.ratingRange'))
  .min(1, keyed('closure.ratingRange'))
  .max(5, keyed('closure.ratingRange'));
const comment = z
  .string()
  .trim()
  .max(COMPETENCY_COMMENT_MAX, keyed('placements.tooLong', { max: COMPETENCY_COMMENT_MAX }))
  .nullish()
  .transform((value) => value || null);
const competencyRating = z.object({ rating, comment });

/** Each competency rated 1 to 5 with an optional comment. */
export const competencyRatingsBody = z.object(
  Object.fromEntries(COMPETENCIES.map((competency) => [competency, competencyRating])) as Record<Competency, typeof competencyRating>,
);
export type CompetencyRatings = z.output<typeof competencyRatingsBody>;

/**
 * The supervisor's evaluation: the outcome; for `partly_completed` the last day present and the hours
 * missed; the ratings, except for `did_not_show`; would they host again.
 */
export const evaluationBody = z
  .object({
    outcome: z.enum(EVALUATION_OUTCOMES, keyed('closure.outcomeOneOf', { values: EVALUATION_OUTCOMES.join(', ') })),
    lastDayPresent: day.nullish().transform((value) => value ?? null),
    hoursMissed: z
      .number(keyed('closure.hoursMissedRange'))
      .int(keyed('closure.hoursMissedRange'))
      .min(0, keyed('closure.hoursMissedRange'))
      .max(2000, keyed('closure.hoursMissedRange'))
      .nullish()
      .transform((value) => value ?? null),
    ratings: competencyRatingsBody.nullish().transform((value) => value ?? null),
    wouldHostAgain: z.boolean(keyed('closure.wouldHostAgainRequired')),
  })
  .superRefine((value, ctx) => {
    if (value.outcome === 'partly_completed') {
      if (!value.lastDayPresent) ctx.addIssue({ code: 'custom', path: ['lastDayPresent'], ...keyedIssue('closure.lastDayPresentRequired') });
      if (value.hoursMissed === null) ctx.addIssue({ code: 'custom', path: ['hoursMissed'], ...keyedIssue('closure.hoursMissedRange') });
    }
    if (value.outcome !== 'did_not_show' && !value.ratings)
      ctx.addIssue({ code: 'custom', path: ['ratings'], ...keyedIssue('closure.ratingsRequired') });
  });
export type EvaluationBody = z.input<typeof evaluationBody>;

export const evaluationSchema = z.object({
  outcome: z.enum(EVALUATION_OUTCOMES),
  lastDayPresent: z.string().nullable(),
  hoursMissed: z.number().int().nullable(),
  ratings: z.record(z.enum(COMPETENCIES), z.object({ rating: z.number().int(), comment: z.string().nullable() })).nullable(),
  wouldHostAgain: z.boolean(),
  evaluatorName: z.string().nullable(),
  evaluatedAt: z.string(),
});
export type Evaluation = z.infer<typeof evaluationSchema>;

/** What the supervisor's evaluation link shows. */
export const supervisorEvaluationResponse = z.object({
  placement: supervisorPlacementSchema,
  /** The verified hours so far, for the supervisor's reference. */
  verifiedMinutes: z.number().int(),
  answeredAt: z.string().nullable(),
});
export type SupervisorEvaluationResponse = z.infer<typeof supervisorEvaluationResponse>;

/**
 * The student's reflection: what they did and learnt; once the evaluation is in, whether they agree
 * with it (a comment required when they do not). It may be rewritten until the placement is signed off.
 */
export const reflectionBody = z
  .object({
    reflection: z
      .string(keyed('closure.reflectionRequired'))
      .trim()
      .min(1, keyed('closure.reflectionRequired'))
      .max(REFLECTION_MAX, keyed('placements.tooLong', { max: REFLECTION_MAX })),
    agreesWithEvaluation: z
      .boolean()
      .nullish()
      .transform((value) => value ?? null),
    disagreementComment: z
      .string()
      .trim()
      .max(REFLECTION_MAX, keyed('placements.tooLong', { max: REFLECTION_MAX }))
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((value, ctx) => {
    if (value.agreesWithEvaluation === false && !value.disagreementComment)
      ctx.addIssue({ code: 'custom', path: ['disagreementComment'], ...keyedIssue('closure.disagreementCommentRequired') });
  });
export type ReflectionBody = z.input<typeof reflectionBody>;

export const reflectionSchema = z.object({
  reflection: z.string(),
  agreesWithEvaluation: z.boolean().nullable(),
  disagreementComment: z.string().nullable(),
  reflectedAt: z.string(),
});

export const certificateSchema = z.object({
  reference: z.string(),
  status: z.enum(PUBLIC_RECORD_STATUSES),
  issuedAt: z.string(),
  verifiedMinutes: z.number().int(),
  language: z.enum(['en', 'fr']),
  /** Why the school revoked it (the public page shows it too); null while valid. */
  revokedReason: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** What the placement's page shows of its end. The employer reads no reflection (null for them). */
export const placementClosureResponse = z.object({
  /** Null until the placement completed (the evaluation is asked then). */
  evaluationRequestedAt: z.string().nullable(),
  evaluation: evaluationSchema.nullable(),
  reflection: reflectionSchema.nullable(),
  signedOffAt: z.string().nullable(),
  certificate: certificateSchema.nullable(),
  /** What sign-off still waits for (empty once it may be signed off, or after). */
  missing: z.array(z.enum(['evaluation', 'reflection', 'agreement_answer', 'hours_pending'])),
});
export type PlacementClosureResponse = z.infer<typeof placementClosureResponse>;

/** The school revokes a certificate with a reason the public page shows (write it for anyone, naming nobody). */
export const revokeCertificateBody = z.object({
  reason: z
    .string(keyed('closure.revokeReasonRequired'))
    .trim()
    .min(1, keyed('closure.revokeReasonRequired'))
    .max(500, keyed('placements.tooLong', { max: 500 })),
});

/** The certificate's PDF in the language it was issued in, unless `lang` says otherwise. */
export const certificatePdfQuery = z.object({ lang: z.enum(['en', 'fr']).optional() });
