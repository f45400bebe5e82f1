// A violation in a sentence a school, an employer or a student can read, in English or French:
// the rule, what the schedule has against the limit, and the rule's source. The server's refusal
// and the web's form both show it, so neither needs texts of its own for each rule.

import type { Language } from '../languages';
import { plainTimeOfDay } from '../plain-format';
import type { RuleViolation } from './types';

const NBSP = '\u00a0';

const WEEKDAYS: Record<Language, readonly string[]> = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
};

/** "4 h 30 min" in English, "4 h 30" in French; whole hours as "4 h". */
export function plainDuration(minutes: number, language: Language): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return `${hours}${NBSP}h`;
  const mm = String(rest).padStart(2, '0');
  return language === 'en' ? `${hours}${NBSP}h${NBSP}${mm}${NBSP}min` : `${hours}${NBSP}h${NBSP}${mm}`;
}

function time(minutes: number, language: Language): string {
  return plainTimeOfDay(Math.floor(minutes / 60), minutes % 60, language);
}

function detail(violation: RuleViolation, language: Language): string {
  const { found, limit } = violation;
  const en = language === 'en';
  switch (violation.measure) {
    case 'age':
      return en ? `Age ${found}, at least ${limit}` : `${found}${NBSP}ans, au moins ${limit}`;
    case 'day':
    case 'week':
    case 'monday-to-friday':
      return en
        ? `${plainDuration(found, language)} of work, at most ${plainDuration(limit, language)}`
        : `${plainDuration(found, language)} de travail, au plus ${plainDuration(limit, language)}`;
    case 'start':
      return en
        ? `Starts at ${time(found, language)}, not before ${time(limit, language)}`
        : `Début à ${time(found, language)}, pas avant ${time(limit, language)}`;
    case 'end':
      return en
        ? `Ends at ${time(found, language)}, not after ${time(limit, language)}`
        : `Fin à ${time(found, language)}, pas après ${time(limit, language)}`;
  }
}

/**
 * "At most 10 hours from Monday to Friday in a school week. 10 h 30 min of work, at most 10 h.
 * Source: Act respecting labour standards, …, s. 84.4, para. 2." A day's limit names the day first.
 */
export function describeViolation(violation: RuleViolation, language: Language): string {
  const day = violation.weekday === undefined ? '' : `${WEEKDAYS[language][violation.weekday - 1] ?? ''}${language === 'fr' ? NBSP : ''}: `;
  const source = language === 'en' ? 'Source:' : `Source${NBSP}:`;
  const found = detail(violation, language);
  const foundText = day === '' ? found : `${day}${found.charAt(0).toLowerCase()}${found.slice(1)}`;
  return `${violation.text[language]}. ${foundText}. ${source} ${violation.source.citation[language]}.`;
}
