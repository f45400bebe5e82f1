import { describe, expect, it } from 'vitest';
import { RULE_PACKS } from '@common/placement-rules';
import { isoWeekOf, newRuleIds, OUTSIDE_DATES_RULE, packOf, periodOf, weekFlags, type FlagContext, type FlaggedShift } from './shift-flags';

const ontario = RULE_PACKS.find((pack) => pack.jurisdiction === 'Ontario')!;
const quebec = RULE_PACKS.find((pack) => pack.jurisdiction === 'Quebec')!;

// A 14-year-old (born 2012-01-15) on a placement from 2027-03-01 to 2027-04-30.
const context = (overrides: Partial<FlagContext> = {}): FlagContext => ({
  pack: ontario,
  dateOfBirth: '2012-01-15',
  startDate: '2027-03-01',
  endDate: '2027-04-30',
  schoolProgram: true,
  ...overrides,
});

let counter = 0;
const shift = (workDate: string, startTime = '16:00', endTime = '19:00', overrides: Partial<FlaggedShift> = {}): FlaggedShift => ({
  id: `s${++counter}`,
  workDate,
  startTime,
  endTime,
  breakMinutes: 0,
  status: 'logged',
  ...overrides,
});

const ruleIds = (flags: Map<string, { ruleId: string }[]>, id: string) => (flags.get(id) ?? []).map((flag) => flag.ruleId);

describe('the week and the period of a date', () => {
  it('reads an ISO week from Monday to Sunday, across a year', () => {
    expect(isoWeekOf('2027-03-10')).toEqual({ monday: '2027-03-08', sunday: '2027-03-14' });
    expect(isoWeekOf('2027-03-14')).toEqual({ monday: '2027-03-08', sunday: '2027-03-14' });
    expect(isoWeekOf('2027-01-01')).toEqual({ monday: '2026-12-28', sunday: '2027-01-03' });
  });

  it('calls 1 July to 31 August and 21 December to 3 January holidays', () => {
    expect(periodOf('2027-06-30')).toBe('school');
    expect(periodOf('2027-07-01')).toBe('holiday');
    expect(periodOf('2027-08-31')).toBe('holiday');
    expect(periodOf('2027-09-01')).toBe('school');
    expect(periodOf('2027-12-20')).toBe('school');
    expect(periodOf('2027-12-21')).toBe('holiday');
    expect(periodOf('2028-01-03')).toBe('holiday');
    expect(periodOf('2028-01-04')).toBe('school');
  });
});

describe('a shift’s flags', () => {
  it('flags nothing on a day inside the dates and the limits', () => {
    const day = shift('2027-03-10');
    expect(weekFlags(context(), [day]).get(day.id)).toEqual([]);
  });

  it('flags a day before the start date or after the end date', () => {
    const early = shift('2027-02-26');
    const late = shift('2027-05-03');
    expect(ruleIds(weekFlags(context(), [early]), early.id)).toEqual([OUTSIDE_DATES_RULE]);
    expect(ruleIds(weekFlags(context(), [late]), late.id)).toEqual([OUTSIDE_DATES_RULE]);
  });

  it('flags a 10-hour day over Ontario’s day limit, with what was found, the limit and the citation', () => {
    const long = shift('2027-03-10', '08:00', '18:00');
    const [flag] = weekFlags(context(), [long]).get(long.id)!;
    expect(flag).toMatchObject({ ruleId: 'on.daily-hours', measure: 'day', found: 600, limit: 480 });
    expect(flag!.citation?.en).toMatch(/\S/);
    expect(flag!.text.fr).toMatch(/\S/);
  });

  it('flags school hours on a school day for a 14-year-old, unless the placement is the school’s program', () => {
    const day = shift('2027-03-10', '10:00', '13:00');
    expect(ruleIds(weekFlags(context({ schoolProgram: false }), [day]), day.id)).toEqual(['on.school-hours']);
    expect(ruleIds(weekFlags(context({ schoolProgram: true }), [day]), day.id)).toEqual([]);
    // The same hours in July: a holiday week, no school hours.
    const summer = shift('2027-07-14', '10:00', '13:00');
    expect(ruleIds(weekFlags(context({ schoolProgram: false, endDate: '2027-08-31' }), [summer]), summer.id)).toEqual([]);
  });

  it('reads the age on the shift’s date: from 16, Ontario’s school hours no longer apply', () => {
    const day = shift('2027-03-10', '10:00', '13:00');
    expect(ruleIds(weekFlags(context({ schoolProgram: false, dateOfBirth: '2011-03-10' }), [day]), day.id)).toEqual([]);
    expect(ruleIds(weekFlags(context({ schoolProgram: false, dateOfBirth: '2011-03-11' }), [day]), day.id)).toEqual(['on.school-hours']);
  });

  it('flags a day limit only on the day at fault, and a week limit on every worked day of the week', () => {
    // Quebec, a school week: at most 10 hours Monday to Friday for a student under 16.
    const monday = shift('2027-03-08', '16:00', '20:00');
    const tuesday = shift('2027-03-09', '16:00', '20:00');
    const wednesday = shift('2027-03-10', '16:00', '20:00');
    const flags = weekFlags(context({ pack: quebec }), [monday, tuesday, wednesday]);
    for (const day of [monday, tuesday, wednesday]) expect(ruleIds(flags, day.id)).toContain('qc.school-week-weekday-hours');
    const night = shift('2027-03-11', '18:00', '23:30');
    const withNight = weekFlags(context({ pack: quebec }), [monday, night]);
    expect(ruleIds(withNight, night.id)).toContain('qc.night-work');
    expect(ruleIds(withNight, monday.id)).not.toContain('qc.night-work');
  });

  it('counts nothing of an absent day, and flags none', () => {
    const monday = shift('2027-03-08', '16:00', '20:00');
    const tuesday = shift('2027-03-09', '16:00', '20:00');
    const absent = shift('2027-03-10', '16:00', '20:00', { status: 'absent' });
    const flags = weekFlags(context({ pack: quebec }), [monday, tuesday, absent]);
    expect(ruleIds(flags, monday.id)).not.toContain('qc.school-week-weekday-hours');
    expect(flags.get(absent.id)).toEqual([]);
  });

  it('checks only the dates when the date of birth is unknown', () => {
    const long = shift('2027-02-26', '08:00', '20:00');
    expect(ruleIds(weekFlags(context({ dateOfBirth: null }), [long]), long.id)).toEqual([OUTSIDE_DATES_RULE]);
  });
});

describe('the pack and the news', () => {
  it('takes the version the agreement was signed under, else the workplace’s', () => {
    expect(packOf({ jurisdiction: 'Quebec', version: 1 }, 'Ontario', '2027-03-01')).toBe(quebec);
    expect(packOf({ jurisdiction: 'Quebec', version: 999 }, 'Ontario', '2027-03-01')).toBe(ontario);
    expect(packOf(null, 'Ontario', null)).toBe(ontario);
  });

  it('names only the rules a shift was not flagged for before', () => {
    const flag = (ruleId: string) => ({ ruleId, measure: 'day' as const, found: 1, limit: 0, text: { en: '', fr: '' }, citation: null });
    expect(newRuleIds([flag('a')], [flag('a'), flag('b'), flag('b')])).toEqual(['b']);
    expect(newRuleIds([flag('a')], [])).toEqual([]);
  });
});
