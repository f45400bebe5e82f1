// Quebec, version 1: the Act respecting labour standards as the Act respecting the regulation of
// child labour (S.Q. 2023, c. 11) amended it. Minimum age 14 (in force on assent, 2023-06-01); the
// school weeks' limits of s. 84.4 from 2023-09-01; the age of digital consent from 2023-09-22. "Subject to compulsory school attendance" runs to
// the end of the school year in which the child turns 16 (Education Act, CQLR c I-13.3, s. 14): the
// age alone cannot tell whether a 16-year-old finished that year, so the pack applies those limits
// up to 16 inclusive. The school knows; the pack is guidance.

import type { RulePack } from '../types';
import { cite, LAWS } from './sources';

const DATE_1999 = 'The day the 1999 text (S.Q. 1999, c. 52, s. 11) took effect, taken as 1999-12-16: confirm.';
const COMPULSORY_ATTENDANCE = { from: 0, to: 16 } as const;

export const QUEBEC_V1: RulePack = {
  jurisdiction: 'Quebec',
  version: 1,
  // The latest of its sources: s. 4.1 of the private-sector privacy act (2023-09-22); the hours limits date from 2023-09-01.
  effectiveFrom: '2023-09-22',
  reviewedOn: '2026-11-27',
  ageOfMajority: {
    age: 18,
    source: cite(LAWS.qcCivilCode, { en: 'art. 153', fr: 'art. 153' }, '1994-01-01'),
  },
  digitalConsentAge: {
    age: 14,
    source: cite(
      LAWS.qcPrivateSectorPrivacy,
      { en: 's. 4.1', fr: 'art. 4.1' },
      '2023-09-22',
      'The day s. 4.1 (added by Law 25) took effect, and whether an account on FirstRung is "clearly for the minor’s benefit" (the exception of s. 4.1).',
    ),
  },
  rules: [
    {
      id: 'qc.minimum-age',
      ages: { from: 0, to: null },
      limit: { kind: 'minimumAge', age: 14 },
      text: {
        en: 'At least 14 years old to work, save the exceptions set by regulation',
        fr: 'Au moins 14 ans pour travailler, sauf les exceptions prévues par règlement',
      },
      source: cite(
        LAWS.qcLabourStandards,
        { en: 's. 84.3', fr: 'art. 84.3' },
        '2023-06-01',
        'That s. 84.3 took effect on assent (2023-06-01), and its exceptions (family business, babysitting, tutoring, day camps, artistic work) with a parent’s written consent on the CNESST form: a placement rarely fits them.',
      ),
    },
    {
      id: 'qc.school-hours',
      ages: COMPULSORY_ATTENDANCE,
      limit: { kind: 'outsideSchoolHours' },
      text: {
        en: 'No work during school hours for a child subject to compulsory school attendance',
        fr: 'Pas de travail pendant les heures de classe pour un enfant soumis à l’obligation de fréquentation scolaire',
      },
      source: cite(LAWS.qcLabourStandards, { en: 's. 84.4, para. 1', fr: 'art. 84.4, al. 1' }, '1999-12-16', DATE_1999),
    },
    {
      id: 'qc.school-week-hours',
      ages: COMPULSORY_ATTENDANCE,
      limit: { kind: 'maxMinutesPerWeek', minutes: 17 * 60, weeks: 'school' },
      text: {
        en: 'At most 17 hours of work in a school week (Monday to Sunday)',
        fr: 'Au plus 17 heures de travail dans une semaine d’école (du lundi au dimanche)',
      },
      source: cite(
        LAWS.qcLabourStandards,
        { en: 's. 84.4, para. 2', fr: 'art. 84.4, al. 2' },
        '2023-09-01',
        'Not in a period of more than seven consecutive days without classes (summer, the holidays, spring break): the pack\u2019s "holiday" weeks.',
      ),
    },
    {
      id: 'qc.school-week-weekday-hours',
      ages: COMPULSORY_ATTENDANCE,
      limit: { kind: 'maxMinutesMondayToFriday', minutes: 10 * 60, weeks: 'school' },
      text: {
        en: 'At most 10 hours from Monday to Friday in a school week',
        fr: 'Au plus 10 heures du lundi au vendredi dans une semaine d’école',
      },
      source: cite(LAWS.qcLabourStandards, { en: 's. 84.4, para. 2', fr: 'art. 84.4, al. 2' }, '2023-09-01'),
    },
    {
      id: 'qc.night-work',
      ages: COMPULSORY_ATTENDANCE,
      limit: { kind: 'workingDayWindow', earliestStart: '06:00', latestEnd: '23:00', days: 'any' },
      text: {
        en: 'At home between 11 p.m. and 6 a.m.: no work before 6:00 or after 23:00',
        fr: 'À la maison entre 23 h et 6 h\u00a0: pas de travail avant 6 h ni après 23 h',
      },
      source: cite(
        LAWS.qcLabourStandards,
        { en: 's. 84.7', fr: 'art. 84.7' },
        '1999-12-16',
        `${DATE_1999} The statute binds a child still subject to compulsory school attendance; its exceptions (Regulation respecting labour standards, s. 35.2: artistic work, a camp where the child lodges) are not encoded. Travel time home is not counted.`,
      ),
    },
  ],
};
