import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('works with an empty environment (npm start needs nothing)', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.publicUrl).toBe('http://localhost:5000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.storage).toEqual({ driver: 'local' });
    expect(config.seedDemo).toBeUndefined();
  });

  it('treats the empty values of .env.example as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', PUBLIC_URL: '', AUTH_SECRET: '', SEED_DEMO: undefined });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.authSecret).toBeUndefined();
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT: must be a port number/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO: must be true or false/);
  });

  it('requires the S3 settings when the S3 driver is chosen', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET: is required when STORAGE_DRIVER=s3/);
  });

  it('requires a shared AUTH_SECRET for production on PostgreSQL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/firstrung' })).toThrow(/AUTH_SECRET/);
  });

  it('refuses production without SMTP_URL unless MAIL_OUTBOX=true says the outbox is wanted (docs/decisions/039)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL: is required in production.*MAIL_OUTBOX=true/);
    expect(() => loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX: 'false' })).toThrow(/SMTP_URL/);
    // npm start (package.json) sets it: a laptop keeps working with no mail server.
    expect(loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX: 'true' }).mail.smtpUrl).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' }).mail.smtpUrl).toBe('smtp://mail.example:587');
    // An SMTP server wins over the outbox; development and the tests keep the outbox by default.
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587', MAIL_OUTBOX: 'true' }).mail.smtpUrl).toBe(
      'smtp://mail.example:587',
    );
    expect(loadConfig({ NODE_ENV: 'development' }).mail.smtpUrl).toBeUndefined();
    expect(() => loadConfig({ MAIL_OUTBOX: 'sometimes' })).toThrow(/MAIL_OUTBOX: must be true or false/);
  });

  it('keeps SMS in the outbox outside production, and in production only with SMS_OUTBOX=true (as MAIL_OUTBOX)', () => {
    const smtp = { SMTP_URL: 'smtp://mail.example:587' };
    expect(loadConfig({}).sms).toEqual({ gatewayUrl: undefined, outbox: true });
    // Production with no gateway starts, SMS off: codes go by e-mail and no text stays on the machine.
    expect(loadConfig({ NODE_ENV: 'production', ...smtp }).sms).toEqual({ gatewayUrl: undefined, outbox: false });
    expect(loadConfig({ NODE_ENV: 'production', ...smtp, SMS_OUTBOX: 'true' }).sms).toEqual({ gatewayUrl: undefined, outbox: true });
    const gateway = 'https://user:secret@sms.example/send';
    expect(loadConfig({ NODE_ENV: 'production', ...smtp, SMS_URL: gateway, SMS_OUTBOX: 'true' }).sms).toEqual({ gatewayUrl: gateway, outbox: false });
    expect(() => loadConfig({ SMS_URL: 'sms.example' })).toThrow(/SMS_URL: must be a full URL/);
    expect(() => loadConfig({ SMS_URL: 'ftp://sms.example/send' })).toThrow(/SMS_URL: must start with https:/);
    expect(() => loadConfig({ SMS_OUTBOX: 'perhaps' })).toThrow(/SMS_OUTBOX: must be true or false/);
  });

  it('refuses an SMS gateway over plain http in production, except on this machine', () => {
    const smtp = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' } as const;
    expect(() => loadConfig({ ...smtp, SMS_URL: 'http://user:secret@sms.example/send' })).toThrow(
      /SMS_URL: must start with https:\/\/ in production/,
    );
    expect(loadConfig({ ...smtp, SMS_URL: 'http://127.0.0.1:8080/send' }).sms.gatewayUrl).toBe('http://127.0.0.1:8080/send');
    expect(loadConfig({ SMS_URL: 'http://sms.example/send' }).sms.gatewayUrl).toBe('http://sms.example/send');
  });

  it("refuses the browser tests' factory token outside NODE_ENV=test", () => {
    const token = 'x'.repeat(32);
    for (const env of ['production', 'development'] as const) {
      expect(() => loadConfig({ NODE_ENV: env, TEST_FACTORY_TOKEN: token })).toThrow(/TEST_FACTORY_TOKEN: is for the browser tests only/);
    }
    expect(loadConfig({ NODE_ENV: 'test', TEST_FACTORY_TOKEN: token }).testFactoryToken).toBe(token);
    expect(loadConfig({ NODE_ENV: 'test' }).testFactoryToken).toBeUndefined();
  });

  it('reads booleans and makes cookies secure behind an https public address', () => {
    const config = loadConfig({ SEED_DEMO: 'true', TRUST_PROXY: '1', PUBLIC_URL: 'https://firstrung.example/' });
    expect(config.seedDemo).toBe(true);
    expect(config.trustProxy).toBe(1);
    expect(config.publicUrl).toBe('https://firstrung.example');
  });

  it('reads TRUST_PROXY as a number of proxy hops, and refuses "true" (which would trust any X-Forwarded-For)', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must be the number of proxies/);
  });
});
