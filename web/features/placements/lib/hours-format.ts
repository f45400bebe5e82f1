import type { TFunction } from 'i18next';
import type { ShiftFlag } from '@common/contracts/placement-hours';

// How the hours log writes a duration and a flag in the reader's language.

/** 150 → "2 h 30 min"; 120 → "2 h"; 45 → "45 min". */
export function durationText(t: TFunction<'placement-hours'>, totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return t('durationMinutes', { minutes });
  if (minutes === 0) return t('durationHours', { hours });
  return t('duration', { hours, minutes });
}

/** A flag's sentence and source in the reader's language (the rule packs carry both languages). */
export function flagTexts(flag: ShiftFlag, language: string): { text: string; citation: string | null } {
  const french = language.startsWith('fr');
  return { text: french ? flag.text.fr : flag.text.en, citation: flag.citation ? (french ? flag.citation.fr : flag.citation.en) : null };
}
