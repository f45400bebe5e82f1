/**
 * A list of items as the reader's language writes it (i18n.language): "a, b, c" in English,
 * "a, b et c" in French. Intl's "unit" lists: the English product has always shown plain commas
 * (a conjunction list would add ", and"), French joins the last item with "et".
 */
export function formatList(items: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { type: 'unit', style: 'long' }).format(items);
}
