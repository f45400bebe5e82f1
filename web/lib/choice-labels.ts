import { useTranslation } from 'react-i18next';

/** The groups of locales/<language>/choices.json: one per list of common/enums.ts (choice-labels.test.ts). */
export type ChoiceGroup = 'jobTypes' | 'industries' | 'educationLevels' | 'availabilities' | 'languageBenchmarks' | 'companySizes' | 'regions';

/**
 * The label of a value of one of the product's enumerations (common/enums.ts) in the reader's
 * language. The database keeps the English value; a stored value the list no longer has shows as
 * it is.
 */
export function useChoiceLabel(group: ChoiceGroup): (value: string) => string {
  const { t } = useTranslation('choices');
  return (value) => t(group + '.' + value, { defaultValue: value });
}
