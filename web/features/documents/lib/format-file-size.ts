export type FileSizeUnit = 'bytes' | 'kilobytes' | 'megabytes';

/**
 * A file size a person can read at a glance: its number written as the reader's language writes
 * numbers (i18n.language), and its unit, for the text `list.size.<unit>` ("820 B", "14 KB",
 * "2.4 MB"; in French "2,4 Mo").
 */
export function fileSize(bytes: number, language: string): { unit: FileSizeUnit; size: string } {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(value);
  if (bytes < 1024) return { unit: 'bytes', size: number(bytes, 0) };
  if (bytes < 1024 * 1024) return { unit: 'kilobytes', size: number(Math.round(bytes / 1024), 0) };
  return { unit: 'megabytes', size: number(bytes / (1024 * 1024), 1) };
}
