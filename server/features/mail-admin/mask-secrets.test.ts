import { describe, expect, it } from 'vitest';
import { maskMailHeaders, maskMailSecrets } from './mask-secrets';

describe('maskMailSecrets', () => {
  it("hides every link's query values and key-like path parts, keeping where it leads", () => {
    expect(maskMailSecrets('Choose a new password: https://firstrung.example/reset-password?token=Zm9vYmFyYmF6cXV4MTIz.')).toBe(
      'Choose a new password: https://firstrung.example/reset-password?token=[hidden].',
    );
    expect(maskMailSecrets('http://localhost:5000/verify-email?token=abc&lang=fr#x')).toBe(
      'http://localhost:5000/verify-email?token=[hidden]&lang=[hidden]#[hidden]',
    );
    expect(maskMailSecrets('(https://x.example/confirm/8f14e45fceea167a5a36dedd4bea2543)')).toBe('(https://x.example/confirm/[hidden])');
    expect(maskMailSecrets('Open https://x.example/email-preferences or https://x.example/jobs')).toBe(
      'Open https://x.example/email-preferences or https://x.example/jobs',
    );
  });

  it('hides codes and token-like words outside links, and leaves ordinary text alone', () => {
    expect(maskMailSecrets('Your code is 482913. It works for 24 hours, until 2026.')).toBe(
      'Your code is [hidden]. It works for 24 hours, until 2026.',
    );
    expect(maskMailSecrets('token: Zm9vYmFyYmF6cXV4MTIzNDU2')).toBe('token: [hidden]');
    expect(maskMailSecrets('Hello Robin, “Junior carpenter (apprenticeship)” at NorthBuild.')).toBe(
      'Hello Robin, “Junior carpenter (apprenticeship)” at NorthBuild.',
    );
  });

  it("masks a header's values", () => {
    expect(
      maskMailHeaders({
        'List-Unsubscribe': '<https://x.example/api/notifications/unsubscribe?token=a.b.c>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }),
    ).toEqual({
      'List-Unsubscribe': '<https://x.example/api/notifications/unsubscribe?token=[hidden]>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
