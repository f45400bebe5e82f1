import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { AppConfig } from '../config/config';

/** A message as it leaves FirstRung. */
export interface OutgoingMail {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
}

/**
 * Where messages go: an SMTP server when SMTP_URL is set; otherwise the outbox, where each
 * message is written as an .eml file under DATA_DIR/outbox (and kept in the database for /admin),
 * so `npm start` needs no mail server and the demo shows what would have been sent.
 */
export interface MailTransport {
  mode: 'smtp' | 'outbox';
  deliver(mail: OutgoingMail): Promise<void>;
  /** Removes what the transport kept of these messages (the outbox's .eml files); SMTP keeps nothing. */
  forget(messageIds: string[]): Promise<void>;
  close(): void;
}

function toNodemailer(mail: OutgoingMail): SendMailOptions {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    // A Message-ID from our own id: a retried send is recognisably the same message.
    messageId: `<${mail.id}@firstrung>`,
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: Buffer.from(attachment.content, 'base64'),
    })),
  };
}

export function createMailTransport(config: AppConfig): MailTransport {
  if (config.mail.smtpUrl) {
    const transporter = nodemailer.createTransport(config.mail.smtpUrl);
    return {
      mode: 'smtp',
      async deliver(mail) {
        await transporter.sendMail(toNodemailer(mail));
      },
      async forget() {},
      close: () => transporter.close(),
    };
  }
  const outboxDir = path.join(config.dataDir, 'outbox');
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    async deliver(mail) {
      const info = await writer.sendMail(toNodemailer(mail));
      await fs.mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replaceAll(':', '-');
      await fs.writeFile(path.join(outboxDir, `${stamp}-${mail.id}.eml`), info.message as Buffer);
    },
    async forget(messageIds) {
      if (messageIds.length === 0) return;
      const ids = new Set(messageIds);
      const files = await fs.readdir(outboxDir).catch(() => [] as string[]);
      // `<stamp>-<id>.eml`: the id is the uuid at the end of the name.
      const theirs = files.filter((name) => name.endsWith('.eml') && ids.has(name.slice(-'.eml'.length - 36, -'.eml'.length)));
      await Promise.all(theirs.map((name) => fs.rm(path.join(outboxDir, name), { force: true })));
    },
    close: () => writer.close(),
  };
}
