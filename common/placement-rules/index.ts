// Rule packs: a jurisdiction's limits on a placement as versioned data with their legal sources,
// and the functions that apply them (docs/product/placements.md#rule-packs). Pure: no I/O.

export { ageOn, isCalendarDay } from './age';
export { describeViolation, plainDuration } from './describe';
export { belowMinimumAge } from './minimum-age';
export { RULE_PACKS } from './packs';
export { guardianMustSign, needsParentalDigitalConsent } from './parties';
export { DEFAULT_SCHOOL_DAY, scheduleViolations, type ScheduleCheckOptions, type SchedulePeriod } from './schedule-check';
export { rulePackFor } from './select';
export {
  WORK_SECTORS,
  type AgeRange,
  type DayKind,
  type LocalizedText,
  type PlacementRule,
  type RuleLimit,
  type RuleLimitKind,
  type RulePack,
  type RuleSource,
  type RuleViolation,
  type SourcedAge,
  type ViolationMeasure,
  type WeekKind,
  type WorkSector,
} from './types';
