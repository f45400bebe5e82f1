import { dictionary } from '@zxcvbn-ts/language-common';
import { invalidField } from '../../errors/app-error';
import { en } from '../../errors/messages/en';

// The password rules the server alone can check (docs/product/accounts.md#passwords); the length
// (10 to 128) is in the shared contract, so the form says it before sending. Both refusals answer
// 400 with the issue on `password`, which the sign-up form shows under the password field.

/** The ~49,000 most common passwords (zxcvbn-ts's list), checked offline, lower case. */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));

/** The English of the refusals, which the tests compare. */
export const COMMON_PASSWORD_MESSAGE = en['auth.commonPassword'];
export const PERSONAL_PASSWORD_MESSAGE = en['auth.personalPassword'];

/** Letters and digits only, lower case: "Jordan.Tester!" and "jordantester" compare equal. */
const lettersAndDigits = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
const lettersOnly = (text: string) => text.toLowerCase().replace(/[^\p{L}]/gu, '');

export interface PasswordOwner {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * Whether the password is, apart from digits and symbols around it, only the person's e-mail
 * (whole or its name part), first name, last name or full name: "Jordan2024!" for Jordan.
 */
export function isPersonalPassword(password: string, owner: PasswordOwner): boolean {
  const localPart = owner.email.split('@')[0] ?? '';
  const first = owner.firstName ?? '';
  const last = owner.lastName ?? '';
  const personal = [owner.email, localPart, first, last, `${first}${last}`, `${last}${first}`]
    .map(lettersAndDigits)
    .filter((text) => text.length >= 2);
  const whole = lettersAndDigits(password);
  const letters = lettersOnly(password);
  return personal.some((text) => text === whole || (lettersOnly(text).length >= 2 && lettersOnly(text) === letters));
}

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** Throws 400 (issue on `field`, `password` unless told) when the password breaks a rule the server checks. */
export function assertAcceptablePassword(password: string, owner: PasswordOwner, field = 'password'): void {
  if (isCommonPassword(password)) throw invalidField(field, 'auth.commonPassword');
  if (isPersonalPassword(password, owner)) throw invalidField(field, 'auth.personalPassword');
}
