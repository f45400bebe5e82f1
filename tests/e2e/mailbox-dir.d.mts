export function e2eMailboxDir(port: string | number): string;
