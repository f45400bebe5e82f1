// The shape of a rule pack (docs/product/placements.md#rule-packs): a jurisdiction's limits on a
// placement as data, each rule with its legal source and the date that source took effect, so that
// a refusal can say which rule and where it comes from. Pure types: no I/O, no zod.

import type { Weekday } from '../placement-schedule';

/** A text in both of the product's languages, so the server and the web show it without new i18n keys. */
export interface LocalizedText {
  en: string;
  fr: string;
}

/**
 * The kinds of workplace whose minimum age differs. 'light-work' is British Columbia's "light work"
 * (office, shop floor, serving food or drink other than alcohol, recreation, tutoring and the like).
 */
export const WORK_SECTORS = ['light-work', 'factory', 'construction', 'logging', 'surface-mine', 'underground-mine'] as const;
export type WorkSector = (typeof WORK_SECTORS)[number];

/** 'school' days are Monday to Friday of a school week; every other day is a non-school day. */
export type DayKind = 'school' | 'non-school' | 'any';
/** A school week, a week with no school (holidays: more than seven days without classes), or both. */
export type WeekKind = 'school' | 'holiday' | 'any';

/** What a rule limits, and its value. Durations in minutes; times of day "HH:MM" (24 h). */
export type RuleLimit =
  /** Nobody younger may work there. Without `sectors` the rule is the general one; a rule naming the sector wins. */
  | { kind: 'minimumAge'; age: number; sectors?: WorkSector[] }
  | { kind: 'maxMinutesPerDay'; minutes: number; days: DayKind }
  | { kind: 'maxMinutesPerWeek'; minutes: number; weeks: WeekKind }
  /** Monday to Friday together (Quebec's "at most 10 hours from Monday to Friday"). */
  | { kind: 'maxMinutesMondayToFriday'; minutes: number; weeks: WeekKind }
  /** The working day starts no earlier and ends no later than these times. */
  | { kind: 'workingDayWindow'; earliestStart: string; latestEnd: string; days: DayKind }
  /**
   * No work during school hours on a school day. The school's own hours when the caller knows them,
   * else DEFAULT_SCHOOL_DAY; a placement that is itself the school's program (co-op) is exempt.
   */
  | { kind: 'outsideSchoolHours' };

export type RuleLimitKind = RuleLimit['kind'];

/** Where a rule comes from. */
export interface RuleSource {
  /** The statute or regulation and its section, as each language cites it. */
  citation: LocalizedText;
  /** The official text (Ontario e-Laws, LégisQuébec, BC Laws). */
  url: string;
  /** YYYY-MM-DD: the day the cited text (in the version encoded) took effect. */
  tookEffect: string;
  /** What a lawyer must still confirm before the rule is relied on (shown in the docs). */
  toConfirm?: string;
}

/** The ages a rule applies to, inclusive; `to: null` means every age from `from`. */
export interface AgeRange {
  from: number;
  to: number | null;
}

export interface PlacementRule {
  /** Stable and unique across packs: '<jurisdiction code>.<what>', e.g. 'qc.night-work'. */
  id: string;
  ages: AgeRange;
  limit: RuleLimit;
  /** One short sentence: "At most 10 hours from Monday to Friday in a school week". */
  text: LocalizedText;
  source: RuleSource;
}

/** A fact of the pack (the age of majority, the age of digital consent) with its source. */
export interface SourcedAge {
  age: number;
  source: RuleSource;
  /** Why this age, when the law sets none (the age is then FirstRung's choice). */
  note?: LocalizedText;
}

export interface RulePack {
  /** The region as common/enums.ts CANADIAN_REGIONS spells it, or 'default'. */
  jurisdiction: string;
  /** Increases by one for each new version of the same jurisdiction's pack. */
  version: number;
  /** YYYY-MM-DD: the day the law this version encodes took effect (its latest rule's date). */
  effectiveFrom: string;
  /** YYYY-MM-DD: the day the pack was last checked against the official texts. */
  reviewedOn: string;
  ageOfMajority: SourcedAge;
  /** Under this age a parent or guardian consents to an online service for the student. */
  digitalConsentAge: SourcedAge;
  rules: PlacementRule[];
}

/**
 * 'age' in years; 'day', 'week' and 'monday-to-friday': minutes worked; 'start' and 'end': the time
 * the working day starts (limit: the earliest allowed) or ends (limit: the latest allowed), in
 * minutes after midnight.
 */
export type ViolationMeasure = 'age' | 'day' | 'week' | 'monday-to-friday' | 'start' | 'end';

/** What a schedule or an age breaks: the rule, what was found, the limit, the source. */
export interface RuleViolation {
  ruleId: string;
  kind: RuleLimitKind;
  text: LocalizedText;
  source: RuleSource;
  /** What `found` and `limit` measure (see ViolationMeasure). */
  measure: ViolationMeasure;
  found: number;
  limit: number;
  /** The day of the week at fault, for a day's limit. */
  weekday?: Weekday;
}
