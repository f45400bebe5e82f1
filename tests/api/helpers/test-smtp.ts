import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the test SMTP server received it, parsed. */
export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Header lines by lower-case name, as sent (the last one of a name). */
  headers: Map<string, string>;
  attachments: ParsedMail['attachments'];
}

export interface TestSmtpOptions {
  /** The first message to this address is received but never accepted (the connection hangs). */
  stallFirstTo?: string;
}

export interface TestSmtp {
  /** Resolves once the stalled message (stallFirstTo) has been sent to us. */
  stalled(): Promise<void>;
  /** SMTP_URL for the app. */
  url: string;
  messages: ReceivedMail[];
  /** The first message (counting from `after`) that matches, as soon as it arrives. */
  waitFor(match: (mail: ReceivedMail) => boolean, options?: { timeoutMs?: number }): Promise<ReceivedMail>;
  /** Every message to an address so far. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

function addressText(value: ParsedMail['to'] | ParsedMail['from']): string {
  if (!value) return '';
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((entry) => entry.value.map((address) => address.address ?? '')).join(', ');
}

/**
 * A real SMTP server in the test process (the `smtp-server` package): the app sends to it with
 * SMTP_URL, and tests assert on what arrived.
 */
export async function startTestSmtp(options: TestSmtpOptions = {}): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const arrivals = new EventEmitter();
  let stalled = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A stalled connection would keep close() waiting the default 30 s.
    closeTimeout: 500,
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((entry) => entry.address.toLowerCase());
      if (options.stallFirstTo && !stalled && recipients.includes(options.stallFirstTo.toLowerCase())) {
        // Never answers: the sender hangs mid-conversation, as if the app stopped while sending.
        stalled = true;
        stream.resume();
        arrivals.emit('stalled');
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          const mail: ReceivedMail = {
            to: addressText(parsed.to),
            from: addressText(parsed.from),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: new Map(parsed.headerLines.map((line) => [line.key, line.line.slice(line.key.length + 1).trim()])),
            attachments: parsed.attachments,
          };
          messages.push(mail);
          arrivals.emit('mail', mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A sender that dies mid-conversation (a killed app server) resets its connection: expected here.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    stalled: () => (stalled ? Promise.resolve() : new Promise((resolve) => arrivals.once('stalled', () => resolve()))),
    to: (address) => messages.filter((mail) => mail.to.toLowerCase() === address.toLowerCase()),
    waitFor(match, options = {}) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          arrivals.off('mail', listener);
          reject(new Error(`No matching e-mail arrived within ${options.timeoutMs ?? 15_000} ms (${messages.length} arrived)`));
        }, options.timeoutMs ?? 15_000);
        const listener = (mail: ReceivedMail) => {
          if (!match(mail)) return;
          clearTimeout(timer);
          arrivals.off('mail', listener);
          resolve(mail);
        };
        arrivals.on('mail', listener);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first address in a text that starts with `prefix` (a link in an e-mail). */
export function linkIn(text: string, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s"'<>]*`).exec(text);
  if (!match) throw new Error(`No link starting with ${prefix} in:\n${text}`);
  return match[0];
}
