// Every rule of every pack is described in docs/product/placements.md's "Rule packs" section.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE_PACKS } from './packs';

const doc = fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'docs', 'product', 'placements.md'), 'utf8');
const start = doc.indexOf('## Rule packs');
const next = doc.indexOf('\n## ', start + 1);
/** The section alone (other sections follow it), its lines joined. */
const section = doc.slice(start, next === -1 ? undefined : next).replace(/\s+/g, ' ');

describe('the rule packs’ documentation', () => {
  it('has a section that says the school remains responsible and the packs are guidance', () => {
    expect(start).toBeGreaterThan(-1);
    expect(section).toContain('the school remains responsible');
    expect(section).toContain('guidance');
  });

  it('names every rule of every pack', () => {
    const missing = RULE_PACKS.flatMap((pack) => pack.rules.map((rule) => rule.id)).filter((id) => !section.includes(`\`${id}\``));
    expect(missing).toEqual([]);
  });
});
