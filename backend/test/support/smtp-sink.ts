/**
 * A real SMTP server on loopback (smtp-server, nodemailer's sibling) that keeps what it is sent:
 * the backend's mail goes through nodemailer and the SMTP protocol exactly as in production.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The whole message as sent: headers and body. */
  raw: string;
  /** The text body, quoted-printable soft breaks and escapes undone. */
  text: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** What came to `address` so far, only with `subject` (its start) when given. */
  to: (address: string, subject?: string) => ReceivedMail[];
  /** The first of `to(address, subject)` beyond the first `skip`, waiting up to `timeoutMs`. */
  next: (
    address: string,
    options?: { skip?: number; subject?: string; timeoutMs?: number },
  ) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function textOf(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  return /content-transfer-encoding:\s*quoted-printable/i.test(headers)
    ? decodeQuotedPrintable(body)
    : body;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to make up for the test.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          text: textOf(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string, subject?: string): ReceivedMail[] =>
    received.filter(
      (mail) =>
        mail.to.includes(address) &&
        (subject === undefined || mail.raw.includes(`\r\nSubject: ${subject}`)),
    );
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to,
    async next(address, { skip = 0, subject, timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = to(address, subject)[skip];
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
