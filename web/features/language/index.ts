// The language feature's public face (docs/decisions/026): the switch of the headers and footer,
// and the language the app starts in. The signed-in user's account language is
// components/account-language.tsx, imported by the signed-in frame's own chunk (not from here, so
// that it stays out of a visitor's first download).
export { LanguageSwitch } from './components/language-switch';
export { startingLanguage } from './lib/language-choice';
export { showLanguage } from './lib/show-language';
