// Ontario, version 1. The Employment Standards Act sets no minimum age nor limits of its own for
// minors: the minimum ages come from the Occupational Health and Safety Act's regulations, by kind
// of workplace, and the Education Act keeps a child under 16 out of work during school hours.
// The hours of work of s. 17 bind every employee; an employee may agree in writing to more, which
// the pack does not assume of a student.

import type { RulePack } from '../types';
import { cite, LAWS } from './sources';

const R_R_O_1990 = 'The day the Revised Regulations of Ontario, 1990 took effect (taken as 1991-12-31): confirm.';
const R_S_O_1990 = 'The day the Revised Statutes of Ontario, 1990 took effect (taken as 1991-12-31): confirm.';

export const ONTARIO_V1: RulePack = {
  jurisdiction: 'Ontario',
  version: 1,
  // The latest of its sources: PIPEDA's consent principle, which reached Ontario's private sector on 2004-01-01.
  effectiveFrom: '2004-01-01',
  reviewedOn: '2026-11-27',
  ageOfMajority: {
    age: 18,
    source: cite(LAWS.onAgeOfMajority, { en: 's. 1', fr: 'art. 1' }, '1971-09-01'),
  },
  digitalConsentAge: {
    age: 14,
    source: cite(
      LAWS.caPipeda,
      { en: 'Principle 4.3 (consent)', fr: 'principe 4.3 (consentement)' },
      '2004-01-01',
      'Ontario has no private-sector privacy act; PIPEDA (applying to Ontario businesses since 2004-01-01) sets no age. The Commissioner’s guidance asks a parent’s consent under 13; FirstRung uses 14, as Quebec does.',
    ),
    note: {
      en: 'No law sets the age: FirstRung uses 14, Quebec’s, above the federal guidance of 13.',
      fr: 'Aucune loi ne fixe l’âge\u00a0: FirstRung retient 14 ans, comme le Québec, au-dessus des 13 ans des lignes directrices fédérales.',
    },
  },
  rules: [
    {
      id: 'on.minimum-age',
      ages: { from: 0, to: null },
      limit: { kind: 'minimumAge', age: 14 },
      text: {
        en: 'At least 14 years old to work in an office, store, arena or restaurant serving area',
        fr: 'Au moins 14 ans pour travailler dans un bureau, un magasin, un aréna ou la salle d’un restaurant',
      },
      source: cite(LAWS.onIndustrialEstablishments, { en: 's. 4', fr: 'art. 4' }, '1991-12-31', R_R_O_1990),
    },
    {
      id: 'on.minimum-age-factory',
      ages: { from: 0, to: null },
      limit: { kind: 'minimumAge', age: 15, sectors: ['factory'] },
      text: {
        en: 'At least 15 years old to work in a factory, restaurant kitchen, repair shop or warehouse',
        fr: 'Au moins 15 ans pour travailler dans une usine, une cuisine de restaurant, un atelier de réparation ou un entrepôt',
      },
      source: cite(LAWS.onIndustrialEstablishments, { en: 's. 4', fr: 'art. 4' }, '1991-12-31', R_R_O_1990),
    },
    {
      id: 'on.minimum-age-logging',
      ages: { from: 0, to: null },
      limit: { kind: 'minimumAge', age: 16, sectors: ['logging'] },
      text: { en: 'At least 16 years old to work in a logging operation', fr: 'Au moins 16 ans pour travailler dans une exploitation forestière' },
      source: cite(LAWS.onIndustrialEstablishments, { en: 's. 4', fr: 'art. 4' }, '1991-12-31', R_R_O_1990),
    },
    {
      id: 'on.minimum-age-construction',
      ages: { from: 0, to: null },
      limit: { kind: 'minimumAge', age: 16, sectors: ['construction'] },
      text: { en: 'At least 16 years old to work on a construction project', fr: 'Au moins 16 ans pour travailler sur un chantier de construction' },
      source: cite(
        LAWS.onConstructionProjects,
        { en: 'minimum age of workers', fr: 'âge minimal des travailleurs' },
        '1991-07-01',
        'The section (the age is 16, 19 for a shaft attendant where a hoist is used) and the day O. Reg. 213/91 took effect.',
      ),
    },
    {
      id: 'on.minimum-age-surface-mine',
      ages: { from: 0, to: null },
      limit: { kind: 'minimumAge', age: 16, sectors: ['surface-mine'] },
      text: {
        en: 'At least 16 years old to work in a surface mine or mining plant (18 at the working face)',
        fr: 'Au moins 16 ans pour travailler dans une mine à ciel ouvert ou une installation minière (18 ans au front de taille)',
      },
      source: cite(LAWS.onMines, { en: 's. 8', fr: 'art. 8' }, '1991-12-31', `The section. ${R_R_O_1990}`),
    },
    {
      id: 'on.minimum-age-underground-mine',
      ages: { from: 0, to: null },
      limit: { kind: 'minimumAge', age: 18, sectors: ['underground-mine'] },
      text: { en: 'At least 18 years old to work in an underground mine', fr: 'Au moins 18 ans pour travailler dans une mine souterraine' },
      source: cite(LAWS.onMines, { en: 's. 8', fr: 'art. 8' }, '1991-12-31', `The section. ${R_R_O_1990}`),
    },
    {
      id: 'on.school-hours',
      ages: { from: 0, to: 15 },
      limit: { kind: 'outsideSchoolHours' },
      text: {
        en: 'No work during school hours on a school day under 16, unless the placement is the school’s own program',
        fr: 'Pas de travail pendant les heures de classe avant 16 ans, sauf si le stage fait partie du programme de l’école',
      },
      source: cite(
        LAWS.onEducation,
        { en: 's. 30 (employing a child during school hours)', fr: 'art. 30 (emploi d’un enfant pendant les heures de classe)' },
        '1991-12-31',
        `The subsection. Compulsory attendance runs to 18 (s. 21); the employment offence covers a child under 16. ${R_S_O_1990}`,
      ),
    },
    {
      id: 'on.daily-hours',
      ages: { from: 0, to: null },
      limit: { kind: 'maxMinutesPerDay', minutes: 8 * 60, days: 'any' },
      text: { en: 'At most 8 hours of work a day', fr: 'Au plus 8 heures de travail par jour' },
      source: cite(
        LAWS.onEmploymentStandards,
        { en: 's. 17(1)', fr: 'par. 17 (1)' },
        '2001-09-04',
        'More is lawful with the employee’s written agreement (s. 17(2)); the pack does not assume one for a student.',
      ),
    },
    {
      id: 'on.weekly-hours',
      ages: { from: 0, to: null },
      limit: { kind: 'maxMinutesPerWeek', minutes: 48 * 60, weeks: 'any' },
      text: { en: 'At most 48 hours of work a week', fr: 'Au plus 48 heures de travail par semaine' },
      source: cite(
        LAWS.onEmploymentStandards,
        { en: 's. 17(1)', fr: 'par. 17 (1)' },
        '2001-09-04',
        'More is lawful with the employee’s written agreement (s. 17(3)); the pack does not assume one for a student.',
      ),
    },
  ],
};
