// French, for i18n (web/i18n/index.ts): one chunk fetched before the first render in French, never
// by an English visitor. It holds the texts of the frame every page shares (header, footer,
// landing, 404), and how to fetch each other namespace when a page first asks for it (listed here
// rather than in the first download, where they would weigh on every English visitor).
export const frame = import.meta.glob<Record<string, unknown>>('../locales/fr/(app|common|shell|landing).json', { eager: true, import: 'default' });

export const onDemand = import.meta.glob<Record<string, unknown>>(['../locales/fr/*.json', '!../locales/fr/(app|common|shell|landing).json'], {
  import: 'default',
});
