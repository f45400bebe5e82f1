import type { PlacementTerms } from '@common/contracts/placements';
import type { SignerParty } from '@common/enums';
import type { Language } from '@common/languages';
import {
  ageOn,
  belowMinimumAge,
  describeViolation,
  guardianMustSign,
  rulePackFor,
  scheduleViolations,
  type RulePack,
  type RuleViolation,
  type SchedulePeriod,
} from '@common/placement-rules';
import { AppError } from '../../errors/app-error';
import { msg } from '../../errors/message';

// What the rule pack says of an agreement before it goes out for signature
// (docs/product/placements.md#sending-for-signature): the pack of the workplace's region on the
// start date, the student's age on that day, the minimum age, the working time against the pack's
// limits for the kinds of week the dates cover, and who must sign. Any refusal is a 409 naming the
// rule and its source in the reader's language; nothing is written before these checks pass.

/** Whether the day (YYYY-MM-DD) range [start, end] meets the range [from, to]. */
const meets = (start: string, end: string, from: string, to: string) => start <= to && end >= from;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Longer than this, a placement is taken to cover a week without classes (a spring break, a winter holiday). */
const HOLIDAY_LIKELY_AFTER_DAYS = 28;

/**
 * The kinds of week a placement's dates cover. A school week unless the whole placement lies inside
 * July and August of one year. A holiday week when any day falls in July or August, in the winter
 * holidays (21 December to 3 January), or the placement lasts more than four weeks (it may cover a
 * spring break). Both when both: the schedule must pass each.
 */
export function periodsOf(startDate: string, endDate: string): SchedulePeriod[] {
  const startYear = Number(startDate.slice(0, 4));
  const endYear = Number(endDate.slice(0, 4));
  let summer = false;
  let winter = false;
  for (let year = startYear - 1; year <= endYear; year += 1) {
    if (meets(startDate, endDate, `${year}-07-01`, `${year}-08-31`)) summer = true;
    if (meets(startDate, endDate, `${year}-12-21`, `${year + 1}-01-03`)) winter = true;
  }
  const insideSummer = startYear === endYear && startDate >= `${startYear}-07-01` && endDate <= `${startYear}-08-31`;
  const days = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS + 1;
  const periods: SchedulePeriod[] = [];
  if (!insideSummer) periods.push('school');
  if (summer || winter || days > HOLIDAY_LIKELY_AFTER_DAYS) periods.push('holiday');
  return periods;
}

/** Hours a week only (no schedule): the pack's weekly limits for that age are all that can be checked. */
function weeklyHoursViolations(pack: RulePack, age: number, weeklyHours: number, period: SchedulePeriod): RuleViolation[] {
  const minutes = Math.round(weeklyHours * 60);
  return pack.rules.flatMap((rule) => {
    const limit = rule.limit;
    const forAge = age >= rule.ages.from && (rule.ages.to === null || age <= rule.ages.to);
    if (!forAge || limit.kind !== 'maxMinutesPerWeek' || (limit.weeks !== 'any' && limit.weeks !== period) || minutes <= limit.minutes) return [];
    return [
      { ruleId: rule.id, kind: limit.kind, text: rule.text, source: rule.source, measure: 'week' as const, found: minutes, limit: limit.minutes },
    ];
  });
}

/** "qc.night-work: At most … Source: …", each violation once (a rule broken in both kinds of week is told once). */
function describeAll(violations: RuleViolation[], language: Language): string {
  const texts = violations.map((violation) => `${violation.ruleId}: ${describeViolation(violation, language)}`);
  return [...new Set(texts)].join(' ');
}

export interface AgreementRules {
  pack: RulePack;
  /** The student's age on the start date. */
  age: number;
  /** Who must sign, in the agreement's order of parties. */
  requiredParties: SignerParty[];
}

/**
 * The rules of an agreement whose employer's part is complete (start and end dates, a schedule or
 * hours a week), for a student born on `dateOfBirth`. `schoolProgram`: the placement has a school,
 * which validated it as its own program (co-op, work experience): the school-hours rules do not
 * apply, every other limit does. Throws the 409 that names what is wrong.
 */
export function agreementRules(
  terms: PlacementTerms & { startDate: string; endDate: string },
  dateOfBirth: string,
  options: { hasSchool: boolean; language: Language },
): AgreementRules {
  if (dateOfBirth > terms.startDate) throw new AppError('CONFLICT', 'placements.birthAfterStart');
  const pack = rulePackFor(terms.workplace.region, terms.startDate);
  const age = ageOn(dateOfBirth, terms.startDate);
  const tooYoung = belowMinimumAge(pack, age);
  if (tooYoung)
    throw new AppError(
      'CONFLICT',
      msg('placements.belowMinimumAge', { ruleId: tooYoung.ruleId, violation: describeViolation(tooYoung, options.language) }),
    );
  const minor = guardianMustSign(pack, age);
  if (minor && !terms.schedule) throw new AppError('CONFLICT', 'placements.minorNeedsSchedule');
  const violations = periodsOf(terms.startDate, terms.endDate).flatMap((period) =>
    terms.schedule
      ? scheduleViolations(pack, age, terms.schedule, period, { schoolProgram: options.hasSchool })
      : weeklyHoursViolations(pack, age, terms.weeklyHours ?? 0, period),
  );
  if (violations.length > 0) {
    const packName = `${pack.jurisdiction} v${pack.version}`;
    throw new AppError(
      'CONFLICT',
      msg('placements.scheduleBreaksRules', { age, pack: packName, violations: describeAll(violations, options.language) }),
    );
  }
  const requiredParties: SignerParty[] = [
    'student',
    ...(minor ? (['guardian'] as const) : []),
    'employer',
    ...(options.hasSchool ? (['institution'] as const) : []),
  ];
  return { pack, age, requiredParties };
}
