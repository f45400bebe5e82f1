export function e2eMailboxDir(port: string | number): string;
export function e2eSmsOutboxDir(port: string | number): string;
export function schoolSignInProviderPort(port: string | number): number;
