import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One e-mail as the backend writes it to MAIL_OUTBOX_DIR (set up by playwright.config.ts). */
export interface OutboxMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  /** Headers besides these, such as List-Unsubscribe; none on some e-mails. */
  headers?: Record<string, string>;
}

function outboxDir(): string {
  const dir = process.env.E2E_MAIL_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_MAIL_OUTBOX_DIR is not set: run through playwright.config.ts');
  return dir;
}

/** A written e-mail, or undefined for a file the backend is still writing. */
function parseMail(json: string): OutboxMail | undefined {
  try {
    return JSON.parse(json) as OutboxMail;
  } catch {
    return undefined;
  }
}

/**
 * The newest e-mail sent to `to`, waiting for it: the backend answers before its mail is
 * written. File names start with the time sent, so they sort oldest first.
 */
export async function waitForMail(to: string, timeoutMs = 10_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(outboxDir())).filter((name) => name.endsWith('.json')).sort();
    for (const name of names.reverse()) {
      const mail = parseMail(await readFile(join(outboxDir(), name), 'utf8'));
      if (mail?.to === to) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The newest e-mail sent to `to` once it is not `previous`: after asking for a link again,
 * the one that replaced it (waitForMail alone may still find the old one).
 */
export async function waitForNewerMail(
  to: string,
  previous: OutboxMail,
  timeoutMs = 10_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await waitForMail(to, Math.max(0, deadline - Date.now()));
    if (mail.text !== previous.text || mail.subject !== previous.subject) return mail;
    if (Date.now() > deadline) throw new Error(`No new e-mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The password reset link in an e-mail's text. */
export function resetLinkIn(text: string): URL {
  const found = /https?:\/\/\S+\/reset-password#token=[^\s<>"')]+/.exec(text);
  if (!found) throw new Error(`No reset link in:\n${text}`);
  return new URL(found[0]);
}

/** The address confirmation link in an e-mail's text (sign-up, or a change of address). */
export function confirmLinkIn(text: string): URL {
  const found = /https?:\/\/\S+\/confirm-email#token=[^\s<>"')]+/.exec(text);
  if (!found) throw new Error(`No confirmation link in:\n${text}`);
  return new URL(found[0]);
}

/** The unsubscribe link at the foot of a reminder e-mail's text. */
export function unsubscribeLinkIn(text: string): URL {
  const found = /https?:\/\/\S+\/unsubscribe#token=[^\s<>"')]+/.exec(text);
  if (!found) throw new Error(`No unsubscribe link in:\n${text}`);
  return new URL(found[0]);
}
