// The default pack, for a workplace in a region that has no pack of its own (and for a missing
// region). It is no region's law: each limit is the strictest that the Ontario, Quebec and British
// Columbia packs set for that age, borrowed with its source, so a schedule that passes here passes
// in those three. Night work is kept to 06:00–23:00 for every minor (Quebec's limit, which binds a
// child of compulsory school age, extended to 17). The age of majority is 18, the majority in
// Alberta, Manitoba, Saskatchewan and Prince Edward Island; see docs/product/placements.md for the
// regions where it is 19.

import type { AgeRange, PlacementRule, RulePack } from '../types';
import { BRITISH_COLUMBIA_V1 } from './british-columbia';
import { ONTARIO_V1 } from './ontario';
import { QUEBEC_V1 } from './quebec';

function borrow(pack: RulePack, ruleId: string, id: string, ages?: AgeRange): PlacementRule {
  const rule = pack.rules.find((candidate) => candidate.id === ruleId);
  if (!rule) throw new Error(`The default pack borrows ${ruleId}, which ${pack.jurisdiction} does not have`);
  return { ...rule, id, ages: ages ?? rule.ages };
}

export const DEFAULT_V1: RulePack = {
  jurisdiction: 'default',
  version: 1,
  effectiveFrom: QUEBEC_V1.effectiveFrom,
  reviewedOn: '2026-11-27',
  ageOfMajority: {
    ...ONTARIO_V1.ageOfMajority,
    note: {
      en: 'The default assumes 18; where the majority is 19 a guardian must also sign for an 18-year-old.',
      fr: 'Par défaut 18 ans\u00a0; là où la majorité est à 19 ans, un parent ou tuteur signe aussi pour un élève de 18 ans.',
    },
  },
  digitalConsentAge: { ...QUEBEC_V1.digitalConsentAge },
  rules: [
    borrow(BRITISH_COLUMBIA_V1, 'bc.minimum-age', 'default.minimum-age'),
    borrow(BRITISH_COLUMBIA_V1, 'bc.minimum-age-light-work', 'default.minimum-age-light-work'),
    borrow(ONTARIO_V1, 'on.minimum-age-underground-mine', 'default.minimum-age-underground-mine'),
    borrow(QUEBEC_V1, 'qc.school-hours', 'default.school-hours'),
    borrow(BRITISH_COLUMBIA_V1, 'bc.school-day-hours', 'default.school-day-hours'),
    borrow(BRITISH_COLUMBIA_V1, 'bc.non-school-day-hours', 'default.non-school-day-hours'),
    borrow(QUEBEC_V1, 'qc.school-week-hours', 'default.school-week-hours'),
    borrow(QUEBEC_V1, 'qc.school-week-weekday-hours', 'default.school-week-weekday-hours'),
    borrow(BRITISH_COLUMBIA_V1, 'bc.weekly-hours', 'default.weekly-hours-under-16'),
    borrow(QUEBEC_V1, 'qc.night-work', 'default.night-work', { from: 0, to: 17 }),
    borrow(ONTARIO_V1, 'on.daily-hours', 'default.daily-hours'),
    borrow(ONTARIO_V1, 'on.weekly-hours', 'default.weekly-hours'),
  ],
};
