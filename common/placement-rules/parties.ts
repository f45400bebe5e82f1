// Who must consent, from the student's age (on the start date for an agreement, today for sign-up).

import type { RulePack } from './types';

/** A parent or guardian signs the agreement while the student is under the pack's age of majority. */
export function guardianMustSign(pack: RulePack, age: number): boolean {
  return age < pack.ageOfMajority.age;
}

/** Under the pack's age of digital consent a parent or guardian consents before the student may apply. */
export function needsParentalDigitalConsent(pack: RulePack, age: number): boolean {
  return age < pack.digitalConsentAge.age;
}
