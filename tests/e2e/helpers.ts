import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

let counter = 0;

/** A unique new account for tests that need a user without a role. */
export function newAccount() {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Jordan',
    lastName: 'Tester',
    email: `jordan.${stamp}@example.test`,
    password: 'a-long-password-1',
  };
}

/** Registers through the API; the request context (and the page sharing it) is then signed in. */
export async function registerAccount(request: APIRequestContext, account = newAccount()) {
  const response = await request.post('/api/auth/register', { data: account });
  expect(response.status(), await response.text()).toBe(200);
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
