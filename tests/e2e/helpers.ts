import type { APIRequestContext } from '@playwright/test';
import { newAccountDetails, registerAndConfirm } from './accounts';
import { expect } from './fixtures';

/** A unique new account (no other test, worker or run uses its e-mail). */
export function newAccount() {
  return newAccountDetails();
}

/** Registers through the API and confirms the address; the request context (and the page sharing it) is then signed in. */
export async function registerAccount(request: APIRequestContext, account = newAccount()) {
  await registerAndConfirm(request, account);
  return account;
}

export async function chooseRole(request: APIRequestContext, role: 'student' | 'employer' | 'institution') {
  const response = await request.post('/api/auth/setup-profile', { data: { role } });
  expect(response.status(), await response.text()).toBe(200);
}

export const NOT_FOUND = '404 Page Not Found';
export const SETUP_TITLES = {
  '/setup-profile/student': 'Set Up Your Student Profile',
  '/setup-profile/employer': 'Set Up Your Employer Profile',
  '/setup-profile/institution': 'Set Up Your Institution Profile',
} as const;
