import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from './log-redaction';

describe('redactUrl', () => {
  it('hides the values of secret parameters and keeps the others', () => {
    expect(redactUrl('/newsletter/unsubscribe?token=abc123')).toBe('/newsletter/unsubscribe?token=[redacted]');
    expect(redactUrl('/api/admin/users?search=a%40b.c&role=student&limit=5')).toBe('/api/admin/users?search=[redacted]&role=student&limit=5');
    expect(redactUrl('/api/jobs?q=x&cursor=eyJ&E-Mail=a')).toBe('/api/jobs?q=[redacted]&cursor=[redacted]&E-Mail=[redacted]');
    expect(redactUrl('/api/jobs?%E0%A4%A=1&q')).toBe('/api/jobs?%E0%A4%A=1&q');
    expect(redactUrl('/api/jobs')).toBe('/api/jobs');
  });

  it('hides any value holding an e-mail address, whatever its name, escaped or not', () => {
    expect(redactUrl('/api/admin/mail/messages?to=minor%40school.example&status=kept')).toBe('/api/admin/mail/messages?to=[redacted]&status=kept');
    expect(redactUrl('/api/anything?who=minor@school.example&x=minor%2540school.example')).toBe('/api/anything?who=[redacted]&x=[redacted]');
    expect(redactUrl('/api/anything?minor@school.example')).toBe('/api/anything?[redacted]');
    expect(redactUrl('/api/anything?page=2&bad=%E0%A4%A@x')).toBe('/api/anything?page=2&bad=[redacted]');
  });
});

describe('serializeError', () => {
  it("keeps a failed query's SQL, code and stack, and drops its parameters and the database's detail", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505',
      detail: 'Key (email)=(secret@example.com) already exists.',
      severity: 'ERROR',
    });
    const error = new DrizzleQueryError('insert into "users" ("email") values ($1)', ['secret@example.com'], cause);
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('Failed query: insert into \\"users\\" (\\"email\\") values ($1)');
    expect(logged).toContain('23505');
    expect(logged).toContain('"stack"');
    expect(logged).not.toContain('secret@example.com');
    expect(logged).not.toContain('users_email_key');
  });
});
