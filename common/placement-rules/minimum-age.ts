// The minimum working age, by kind of workplace (docs/product/placements.md#rule-packs).

import type { PlacementRule, RuleLimit, RulePack, RuleViolation, WorkSector } from './types';

type MinimumAgeRule = PlacementRule & { limit: Extract<RuleLimit, { kind: 'minimumAge' }> };

function isMinimumAge(rule: PlacementRule): rule is MinimumAgeRule {
  return rule.limit.kind === 'minimumAge';
}

/**
 * The minimum-age rule the student is too young for, or null. The rules naming the workplace's
 * sector win over the general rule (British Columbia: 16 in general, 14 for light work); among
 * several that apply, the highest age. Without a sector only the general rule applies.
 */
export function belowMinimumAge(pack: RulePack, age: number, sector?: WorkSector | null): RuleViolation | null {
  const rules = pack.rules.filter(isMinimumAge);
  const forSector = sector ? rules.filter((rule) => rule.limit.sectors?.includes(sector)) : [];
  const candidates = forSector.length > 0 ? forSector : rules.filter((rule) => !rule.limit.sectors || rule.limit.sectors.length === 0);
  const strictest = candidates.reduce<MinimumAgeRule | null>((best, rule) => (best === null || rule.limit.age > best.limit.age ? rule : best), null);
  if (!strictest || age >= strictest.limit.age) return null;
  return {
    ruleId: strictest.id,
    kind: 'minimumAge',
    text: strictest.text,
    source: strictest.source,
    measure: 'age',
    found: age,
    limit: strictest.limit.age,
  };
}
