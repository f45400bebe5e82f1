// Every version of every pack. Add a new version beside the old one, never edit an old one
// (docs/product/placements.md#rule-packs): agreements already checked against it must stay explainable.

import type { RulePack } from '../types';
import { BRITISH_COLUMBIA_V1 } from './british-columbia';
import { DEFAULT_V1 } from './default';
import { ONTARIO_V1 } from './ontario';
import { QUEBEC_V1 } from './quebec';

export const RULE_PACKS: readonly RulePack[] = [ONTARIO_V1, QUEBEC_V1, BRITISH_COLUMBIA_V1, DEFAULT_V1];
