// Which pack applies: the workplace's region (the placement's, not the student's home) and the
// version in effect on the placement's start date.

import { isCalendarDay } from './age';
import { RULE_PACKS } from './packs';
import type { RulePack } from './types';

/**
 * The pack of `region` (spelt as common/enums.ts CANADIAN_REGIONS spells it) in effect on `onDay`
 * (YYYY-MM-DD): its version with the latest effectiveFrom on or before that day. A region without a
 * pack, or none, gets the default pack. A day before a jurisdiction's first version gets that first
 * version: FirstRung holds no older law, and it is the nearest guidance. `packs` is for tests.
 */
export function rulePackFor(region: string | null | undefined, onDay: string, packs: readonly RulePack[] = RULE_PACKS): RulePack {
  if (!isCalendarDay(onDay)) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${JSON.stringify(onDay)}`);
  const hasOwnPack = region !== null && region !== undefined && region !== 'default' && packs.some((pack) => pack.jurisdiction === region);
  const jurisdiction = hasOwnPack ? region : 'default';
  const versions = packs
    .filter((pack) => pack.jurisdiction === jurisdiction)
    .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : a.effectiveFrom > b.effectiveFrom ? 1 : a.version - b.version));
  const first = versions[0];
  if (!first) throw new Error('No default rule pack: RULE_PACKS must hold one');
  return versions.filter((pack) => pack.effectiveFrom <= onDay).at(-1) ?? first;
}
