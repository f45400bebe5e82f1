import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config/config';

/** An SMS as it leaves FirstRung: `to` is E.164. */
export interface OutgoingSms {
  id: string;
  to: string;
  text: string;
}

/**
 * Where SMS go, as e-mail's transport (server/mail/mail-transport.ts): an HTTP gateway when
 * SMS_URL is set; otherwise the outbox, each message a text file under DATA_DIR/sms-outbox (and a
 * row for the tests and the demo), outside production or with SMS_OUTBOX=true; otherwise `off`:
 * nothing can be sent by SMS, and codes go by e-mail (docs/product/placements.md#codes-and-sms).
 */
export interface SmsTransport {
  mode: 'gateway' | 'outbox' | 'off';
  deliver(sms: OutgoingSms): Promise<void>;
  /** Removes what the transport kept of these messages (the outbox's files); a gateway keeps nothing. */
  forget(messageIds: string[]): Promise<void>;
}

/** A gateway that does not answer in this time failed; the task is retried. */
const GATEWAY_TIMEOUT_MS = 15_000;

/**
 * The gateway driver: POST {to, text} as JSON to SMS_URL, its user:password sent as Basic
 * authorisation (fetch refuses a URL with credentials in it, and they must not reach a log). Any
 * answer but 2xx is a failure, retried by the queue.
 */
export function createGatewayTransport(gatewayUrl: string, timeoutMs = GATEWAY_TIMEOUT_MS): SmsTransport {
  const url = new URL(gatewayUrl);
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  url.username = '';
  url.password = '';
  const endpoint = url.toString();
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (user || password) headers.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  return {
    mode: 'gateway',
    async deliver(sms) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: sms.to, text: sms.text }),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      // Read and drop the answer: the connection goes back to the pool.
      const answer = await response.text().catch(() => '');
      if (!response.ok) throw new Error(`The SMS gateway answered ${response.status}: ${answer.slice(0, 200)}`);
    },
    async forget() {},
  };
}

const OUTBOX_SUFFIX = '.txt';

/** The outbox: each message as `<time>-<id>.txt` under DATA_DIR/sms-outbox, "To:" then its text. */
export function createOutboxTransport(dataDir: string): SmsTransport {
  const outboxDir = path.join(dataDir, 'sms-outbox');
  return {
    mode: 'outbox',
    async deliver(sms) {
      await fs.mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replaceAll(':', '-');
      await fs.writeFile(path.join(outboxDir, `${stamp}-${sms.id}${OUTBOX_SUFFIX}`), `To: ${sms.to}\n\n${sms.text}\n`);
    },
    async forget(messageIds) {
      if (messageIds.length === 0) return;
      const ids = new Set(messageIds);
      const files = await fs.readdir(outboxDir).catch(() => [] as string[]);
      // `<stamp>-<id>.txt`: the id is the uuid at the end of the name.
      const theirs = files.filter((name) => name.endsWith(OUTBOX_SUFFIX) && ids.has(name.slice(-OUTBOX_SUFFIX.length - 36, -OUTBOX_SUFFIX.length)));
      await Promise.all(theirs.map((name) => fs.rm(path.join(outboxDir, name), { force: true })));
    },
  };
}

/** No gateway and no outbox (production without SMS_URL or SMS_OUTBOX): nothing goes by SMS. */
const offTransport: SmsTransport = {
  mode: 'off',
  deliver() {
    return Promise.reject(new Error('SMS is off: no SMS_URL, and SMS_OUTBOX is not true'));
  },
  async forget() {},
};

export function createSmsTransport(config: Pick<AppConfig, 'sms' | 'dataDir'>): SmsTransport {
  if (config.sms.gatewayUrl) return createGatewayTransport(config.sms.gatewayUrl);
  return config.sms.outbox ? createOutboxTransport(config.dataDir) : offTransport;
}
