// The language feature's public face (docs/decisions/026): the switch of the headers and footer,
// the signed-in user's account language, and the language the app starts in.
export { AccountLanguageSlot, accountLanguageCode, showAccountLanguage } from './components/account-language-slot';
export { LanguageSwitch } from './components/language-switch';
export { startingLanguage } from './lib/language-choice';
export { showLanguage } from './lib/show-language';
