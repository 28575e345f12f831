import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** `smtp` delivers; `outbox` writes .eml files (the default without SMTP_URL). */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the caller wait: a request must answer the same whether or not a mail goes out.
   * Failures go to `onError`.
   */
  sendInBackground(message: MailMessage, onError: (error: unknown) => void): void;
  /** Resolves once every background send has finished (shutdown, tests). */
  idle(): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
}

export function createMailer(options: MailerOptions): Mailer {
  const pending = new Set<Promise<void>>();
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const kind = options.smtpUrl ? 'smtp' : 'outbox';

  async function send(message: MailMessage): Promise<void> {
    const info = await transport.sendMail({ from: options.from, ...message });
    if (kind === 'outbox') await writeToOutbox(options.outboxDir, (info as unknown as { message: Buffer }).message);
  }

  return {
    kind,
    send,
    sendInBackground(message, onError) {
      const job = send(message)
        .catch(onError)
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
    close() {
      transport.close();
    },
  };
}

/** DATA_DIR/outbox/<timestamp>-<random>.eml, written whole (rename) so a reader never sees half a message. */
async function writeToOutbox(outboxDir: string, raw: Buffer): Promise<string> {
  await fs.mkdir(outboxDir, { recursive: true });
  const name = `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.eml`;
  const file = path.join(outboxDir, name);
  await fs.writeFile(`${file}.tmp`, raw);
  await fs.rename(`${file}.tmp`, file);
  return file;
}
