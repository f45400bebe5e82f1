import { describe, expect, it } from 'vitest';
import { startupSummary, type StartupFacts } from './startup-summary';

describe("the server's first log lines", () => {
  const firstStart: StartupFacts = {
    publicUrl: 'http://localhost:5000',
    host: '127.0.0.1',
    port: 5000,
    databaseKind: 'pglite',
    dataDir: '/home/me/firstrung/data',
    demoLoaded: true,
    outbox: true,
  };

  it('say where to open it, that demo data was loaded, where the outbox is and what the e-mail links use', () => {
    const lines = startupSummary(firstStart);
    expect(lines[0]).toBe('FirstRung is ready: open http://localhost:5000 in your browser.');
    expect(lines.join('\n')).toContain('this machine only');
    expect(lines.join('\n')).toContain('Demo data loaded');
    expect(lines.join('\n')).toContain('admin@firstrung.test');
    expect(lines.join('\n')).toContain('in the outbox, as an .eml file in /home/me/firstrung/data/outbox');
    expect(lines.at(-1)).toBe(
      'Links in e-mails start with http://localhost:5000 (PUBLIC_URL): set PUBLIC_URL if people open FirstRung at another address.',
    );
  });

  it('say the data was kept on a later start, and nothing of an outbox with a mail server', () => {
    const lines = startupSummary({ ...firstStart, demoLoaded: false, outbox: false, host: '0.0.0.0' }).join('\n');
    expect(lines).not.toContain('Demo data loaded');
    expect(lines).toContain('kept from earlier starts in /home/me/firstrung/data/pg');
    expect(lines).not.toContain('outbox');
    expect(lines).toContain('Listening on 0.0.0.0:5000: other machines can reach it.');
  });
});

describe("the server's first log lines about SMS", () => {
  const facts: StartupFacts = {
    publicUrl: 'http://localhost:5000',
    host: '127.0.0.1',
    port: 5000,
    databaseKind: 'pglite',
    dataDir: '/srv/data',
    demoLoaded: false,
    outbox: true,
  };

  it('say where the SMS outbox is, that SMS are off and codes go by e-mail, and nothing with a gateway', () => {
    expect(startupSummary({ ...facts, sms: 'outbox' }).join('\n')).toContain('as a text file in /srv/data/sms-outbox');
    expect(startupSummary({ ...facts, sms: 'off' }).join('\n')).toContain('SMS are off (no SMS_URL): codes for parents and guardians go by e-mail.');
    expect(startupSummary({ ...facts, sms: 'gateway' }).join('\n')).not.toContain('SMS');
  });
});
