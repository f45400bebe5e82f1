// The language feature's entry (docs/decisions/026): the switch of the headers and footer and the
// narrow menu's choice, the language the app starts in, and the signed-in user's account language
// (drawn with the signed-in frame, in its own chunk: the entry does not bring it with the rest,
// scripts/vite-feature-entries.ts).
export { AccountLanguage } from './components/account-language';
export { LanguageSwitch } from './components/language-switch';
export { useLanguageChoice } from './hooks/use-language-choice';
export { startingLanguage } from './lib/language-choice';
export { showLanguage } from './lib/show-language';
