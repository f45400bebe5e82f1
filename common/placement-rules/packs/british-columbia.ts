// British Columbia, version 1: the Employment Standards Amendment Act, 2019 (S.B.C. 2019, c. 27)
// and B.C. Reg. 215/2021, in force 2021-10-15, raised the general working age from 12 to 16; a child
// of 14 or 15 may do the regulation's "light work" with a parent's or guardian's written consent
// (the guardian signs the agreement: the majority is 19). The hours of a child under 16 are the
// regulation's Part 7.1 limits. Work-study and work-experience programs are outside these rules: the
// school says so by passing schoolProgram (scheduleViolations' options).

import type { RulePack } from '../types';
import { cite, LAWS } from './sources';

const UNDER_16 = { from: 0, to: 15 } as const;
const PART_7_1 =
  'The section numbers of the hours limits in Part 7.1 as amended in 2021, and that they apply to 14- and 15-year-olds (before 2021 they applied to children 12 to 14).';

export const BRITISH_COLUMBIA_V1: RulePack = {
  jurisdiction: 'British Columbia',
  version: 1,
  effectiveFrom: '2021-10-15',
  reviewedOn: '2026-11-27',
  ageOfMajority: {
    age: 19,
    source: cite(LAWS.bcAgeOfMajority, { en: 's. 1', fr: 'art. 1' }, '1970-04-15', 'The day the majority became 19 (taken as 1970-04-15).'),
  },
  digitalConsentAge: {
    age: 14,
    source: cite(
      LAWS.bcPersonalInformationProtection,
      { en: 'ss. 6 to 8 (consent)', fr: 'art. 6 à 8 (consentement)' },
      '2004-01-01',
      'PIPA sets no age: a minor consents when able to understand. FirstRung uses 14, as Quebec does.',
    ),
    note: {
      en: 'No law sets the age: FirstRung uses 14, Quebec’s.',
      fr: 'Aucune loi ne fixe l’âge\u00a0: FirstRung retient 14 ans, comme le Québec.',
    },
  },
  rules: [
    {
      id: 'bc.minimum-age',
      ages: { from: 0, to: null },
      limit: { kind: 'minimumAge', age: 16 },
      text: {
        en: 'At least 16 years old to work, 14 for light work with a parent’s written consent',
        fr: 'Au moins 16 ans pour travailler, 14 ans pour un travail léger avec le consentement écrit d’un parent',
      },
      source: cite(LAWS.bcEmploymentStandards, { en: 's. 9', fr: 'art. 9' }, '2021-10-15'),
    },
    {
      id: 'bc.minimum-age-light-work',
      ages: { from: 0, to: null },
      limit: { kind: 'minimumAge', age: 14, sectors: ['light-work'] },
      text: {
        en: 'At least 14 years old for light work, with a parent’s or guardian’s written consent',
        fr: 'Au moins 14 ans pour un travail léger, avec le consentement écrit d’un parent ou tuteur',
      },
      source: cite(
        LAWS.bcEmploymentStandardsRegulation,
        { en: 'ss. 45.22 to 45.24 (light work)', fr: 'art. 45.22 à 45.24 (travail léger)' },
        '2021-10-15',
        'That the tasks are on the list of s. 45.22 or the occupations of s. 45.23 and none of s. 45.24: the employer states it, the school checks it.',
      ),
    },
    {
      id: 'bc.school-hours',
      ages: UNDER_16,
      limit: { kind: 'outsideSchoolHours' },
      text: {
        en: 'No work under 16 at a time the student is scheduled to attend school',
        fr: 'Pas de travail avant 16 ans aux heures où l’élève doit être à l’école',
      },
      source: cite(LAWS.bcEmploymentStandardsRegulation, { en: 's. 45.3(2)', fr: 'par. 45.3 (2)' }, '2021-10-15', PART_7_1),
    },
    {
      id: 'bc.school-day-hours',
      ages: UNDER_16,
      limit: { kind: 'maxMinutesPerDay', minutes: 4 * 60, days: 'school' },
      text: { en: 'At most 4 hours of work on a school day', fr: 'Au plus 4 heures de travail un jour d’école' },
      source: cite(LAWS.bcEmploymentStandardsRegulation, { en: 's. 45.3(3)(a)', fr: 'al. 45.3 (3) a)' }, '2021-10-15', PART_7_1),
    },
    {
      id: 'bc.non-school-day-hours',
      ages: UNDER_16,
      limit: { kind: 'maxMinutesPerDay', minutes: 7 * 60, days: 'non-school' },
      text: {
        en: 'At most 7 hours of work on a day without school',
        fr: 'Au plus 7 heures de travail un jour sans école',
      },
      source: cite(LAWS.bcEmploymentStandardsRegulation, { en: 's. 45.3(3)(b)', fr: 'al. 45.3 (3) b)' }, '2021-10-15', PART_7_1),
    },
    {
      id: 'bc.school-week-hours',
      ages: UNDER_16,
      limit: { kind: 'maxMinutesPerWeek', minutes: 20 * 60, weeks: 'school' },
      text: { en: 'At most 20 hours of work in a school week', fr: 'Au plus 20 heures de travail dans une semaine d’école' },
      source: cite(LAWS.bcEmploymentStandardsRegulation, { en: 's. 45.3(3)(c)', fr: 'al. 45.3 (3) c)' }, '2021-10-15', PART_7_1),
    },
    {
      id: 'bc.weekly-hours',
      ages: UNDER_16,
      limit: { kind: 'maxMinutesPerWeek', minutes: 35 * 60, weeks: 'any' },
      text: { en: 'At most 35 hours of work in any week', fr: 'Au plus 35 heures de travail par semaine, en tout temps' },
      source: cite(LAWS.bcEmploymentStandardsRegulation, { en: 's. 45.3(3)(d)', fr: 'al. 45.3 (3) d)' }, '2021-10-15', PART_7_1),
    },
  ],
};
