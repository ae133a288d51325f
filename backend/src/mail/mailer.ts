/**
 * How e-mail leaves the server (config.ts, MailConfig): an SMTP server through nodemailer, a
 * directory that receives each message as a JSON file (for a local run or the browser tests
 * to read), or the log (development without a mail server: the link is in the terminal).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailConfig } from '../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra header fields (List-Unsubscribe, say); the transport sets the usual ones. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** False where no transport is configured (production without SMTP_URL). */
  readonly canSend: boolean;
  /** Resolves once the message is handed over (to the SMTP server, the disk, the log). */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

const nothingToClose = (): void => undefined;

interface MailLog {
  info(object: Record<string, unknown>, message: string): void;
}

export async function createMailer(config: MailConfig, log: MailLog): Promise<Mailer> {
  switch (config.transport) {
    case 'smtp': {
      // Loaded only where it is used: nodemailer is ~1 MB of code a server without SMTP skips.
      const { createTransport } = await import('nodemailer');
      const transport = createTransport(config.smtpUrl);
      return {
        canSend: true,
        async send(message) {
          await transport.sendMail({ from: config.from, ...message });
        },
        close() {
          transport.close();
        },
      };
    }
    case 'outbox':
      return {
        canSend: true,
        async send(message) {
          await mkdir(config.directory, { recursive: true });
          const stamp = new Date().toISOString().replaceAll(':', '-');
          const name = `${stamp}-${randomBytes(4).toString('hex')}.json`;
          const file = {
            to: message.to,
            from: config.from,
            subject: message.subject,
            text: message.text,
            headers: message.headers ?? {},
          };
          await writeFile(join(config.directory, name), `${JSON.stringify(file, null, 2)}\n`);
        },
        close: nothingToClose,
      };
    case 'log':
      return {
        canSend: true,
        send(message) {
          log.info(
            { mail: { to: message.to, subject: message.subject } },
            `E-mail not sent (no SMTP_URL), as it would read:\n${message.text}`,
          );
          return Promise.resolve();
        },
        close: nothingToClose,
      };
    case 'none':
      return {
        canSend: false,
        send() {
          return Promise.reject(new Error('No mail transport is configured (SMTP_URL)'));
        },
        close: nothingToClose,
      };
  }
}
