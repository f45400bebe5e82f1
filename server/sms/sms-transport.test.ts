import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayTransport, createSmsTransport } from './sms-transport';

// The drivers alone (the queue around them: tests/api/sms.test.ts).

describe('the gateway driver', () => {
  let server: http.Server;
  let port = 0;
  const seen: Array<{ url: string; authorization: string | undefined }> = [];
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      seen.push({ url: request.url ?? '', authorization: request.headers.authorization });
      request.resume();
      if (request.url === '/slow') return; // never answers
      response.writeHead(request.url === '/refuse' ? 403 : 204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const sms = { id: '00000000-0000-4000-8000-000000000000', to: '+14165550123', text: 'Hi' };

  it('takes any 2xx as sent, and sends no authorisation when the URL has no credentials', async () => {
    await createGatewayTransport(`http://127.0.0.1:${port}/ok?account=7`).deliver(sms);
    expect(seen.at(-1)).toEqual({ url: '/ok?account=7', authorization: undefined });
  });

  it('fails on any other answer, naming the status but never the credentials', async () => {
    const failure = await createGatewayTransport(`http://me:hunter2@127.0.0.1:${port}/refuse`)
      .deliver(sms)
      .catch((error: unknown) => error as Error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure!.message).toMatch(/answered 403/);
    expect(failure!.message).not.toContain('hunter2');
  });

  it('fails when the gateway does not answer in time', async () => {
    await expect(createGatewayTransport(`http://127.0.0.1:${port}/slow`, 200).deliver(sms)).rejects.toThrow();
  });
});

describe('choosing the transport', () => {
  it('is the gateway with a URL, the outbox when it is allowed, else off', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firstrung-sms-'));
    try {
      expect(createSmsTransport({ dataDir, sms: { gatewayUrl: 'https://sms.example/send', outbox: false } }).mode).toBe('gateway');
      const off = createSmsTransport({ dataDir, sms: { gatewayUrl: undefined, outbox: false } });
      expect(off.mode).toBe('off');
      await expect(off.deliver({ id: 'x', to: '+14165550123', text: 'No' })).rejects.toThrow(/SMS is off/);

      const outbox = createSmsTransport({ dataDir, sms: { gatewayUrl: undefined, outbox: true } });
      const ids = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];
      for (const id of ids) await outbox.deliver({ id, to: '+14165550123', text: `Text ${id}` });
      const folder = path.join(dataDir, 'sms-outbox');
      expect(fs.readdirSync(folder)).toHaveLength(2);
      await outbox.forget([ids[0]!]);
      expect(fs.readdirSync(folder).map((name) => name.slice(-40))).toEqual([`${ids[1]}.txt`]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
