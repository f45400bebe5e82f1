// The packs as data: every rule has its source, dates that exist, an official address, texts in
// both languages with French typography, and ids that name their jurisdiction once.
import { describe, expect, it } from 'vitest';
import { CANADIAN_REGIONS } from '../enums';
import { isCalendarDay } from './age';
import { RULE_PACKS } from './packs';
import type { RuleSource } from './types';

const PREFIX: Record<string, string> = { Ontario: 'on.', Quebec: 'qc.', 'British Columbia': 'bc.', default: 'default.' };
const OFFICIAL_HOSTS = ['www.ontario.ca', 'www.legisquebec.gouv.qc.ca', 'www.bclaws.gov.bc.ca', 'www.priv.gc.ca'];

/** French marks : ; ? ! want a no-break space before them; "23:00" is a time, not prose. */
function badFrenchSpacing(text: string): string[] {
  return [...text.matchAll(/[:;?!]/g)]
    .filter((match) => {
      const before = text[match.index - 1] ?? '';
      const after = text[match.index + 1] ?? '';
      if (/[\u00a0\u202f]/.test(before)) return false;
      return !(match[0] === ':' && /\w/.test(before) && /\w/.test(after));
    })
    .map((match) => text.slice(Math.max(0, match.index - 12), match.index + 1));
}

function sourcesOf(pack: (typeof RULE_PACKS)[number]): RuleSource[] {
  return [pack.ageOfMajority.source, pack.digitalConsentAge.source, ...pack.rules.map((rule) => rule.source)];
}

describe('the rule packs', () => {
  it('covers Ontario, Quebec, British Columbia and a default, each jurisdiction spelt as the regions list spells it', () => {
    const jurisdictions = new Set(RULE_PACKS.map((pack) => pack.jurisdiction));
    expect([...jurisdictions].sort()).toEqual(['British Columbia', 'Ontario', 'Quebec', 'default']);
    for (const jurisdiction of jurisdictions) {
      if (jurisdiction !== 'default') expect(CANADIAN_REGIONS).toContain(jurisdiction);
    }
  });

  it('has one pack per jurisdiction and version, and each effectiveFrom once', () => {
    const versions = RULE_PACKS.map((pack) => `${pack.jurisdiction} v${pack.version}`);
    expect(new Set(versions).size).toBe(versions.length);
    const starts = RULE_PACKS.map((pack) => `${pack.jurisdiction} ${pack.effectiveFrom}`);
    expect(new Set(starts).size).toBe(starts.length);
  });

  it('gives every rule a unique id starting with its jurisdiction’s code', () => {
    const ids = RULE_PACKS.flatMap((pack) => pack.rules.map((rule) => rule.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const pack of RULE_PACKS) {
      for (const rule of pack.rules) expect(rule.id.startsWith(PREFIX[pack.jurisdiction] ?? '?')).toBe(true);
    }
  });

  it('dates every pack and source with real days; no source took effect after its pack', () => {
    for (const pack of RULE_PACKS) {
      expect(isCalendarDay(pack.effectiveFrom)).toBe(true);
      expect(pack.reviewedOn).toBe('2026-11-27');
      for (const source of sourcesOf(pack)) {
        expect(isCalendarDay(source.tookEffect), source.citation.en).toBe(true);
        expect(source.tookEffect <= pack.effectiveFrom, `${source.citation.en} after ${pack.jurisdiction}`).toBe(true);
      }
    }
  });

  it('cites every source in both languages with an address on an official site', () => {
    for (const source of RULE_PACKS.flatMap(sourcesOf)) {
      expect(source.citation.en.length).toBeGreaterThan(10);
      expect(source.citation.fr.length).toBeGreaterThan(10);
      const url = new URL(source.url);
      expect(url.protocol).toBe('https:');
      expect(OFFICIAL_HOSTS).toContain(url.host);
    }
  });

  it('writes each rule in English and French, the French with its no-break spaces', () => {
    const texts = RULE_PACKS.flatMap((pack) => [
      ...pack.rules.flatMap((rule) => [rule.text, rule.source.citation]),
      ...[pack.ageOfMajority, pack.digitalConsentAge].flatMap((fact) => [fact.source.citation, ...(fact.note ? [fact.note] : [])]),
    ]);
    for (const text of texts) {
      expect(text.en.trim()).not.toBe('');
      expect(text.fr.trim()).not.toBe('');
      expect(badFrenchSpacing(text.fr), text.fr).toEqual([]);
    }
  });

  it('checks its own typography check', () => {
    expect(badFrenchSpacing('Aucune loi : non')).toEqual(['Aucune loi :']);
    expect(badFrenchSpacing('Aucune loi\u00a0: entre 23:00 et 6:00')).toEqual([]);
  });

  it('keeps ages in order and values positive', () => {
    for (const rule of RULE_PACKS.flatMap((pack) => pack.rules)) {
      expect(rule.ages.to === null || rule.ages.from <= rule.ages.to, rule.id).toBe(true);
      const limit = rule.limit;
      if ('minutes' in limit) expect(limit.minutes).toBeGreaterThan(0);
      if (limit.kind === 'minimumAge') expect(limit.age).toBeGreaterThanOrEqual(14);
    }
  });

  it('sets the ages of majority of the law: 18 in Ontario and Quebec, 19 in British Columbia, 18 by default', () => {
    const majority = Object.fromEntries(RULE_PACKS.map((pack) => [pack.jurisdiction, pack.ageOfMajority.age]));
    expect(majority).toEqual({ Ontario: 18, Quebec: 18, 'British Columbia': 19, default: 18 });
  });
});
