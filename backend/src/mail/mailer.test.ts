import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../test/support/smtp-sink.js';
import { createMailer } from './mailer.js';

const FROM = 'Resume Agent <no-reply@example.com>';
const MESSAGE = {
  to: 'ada@example.com',
  subject: 'Hello',
  text: 'A line\nand a link: https://x.test/#token=abc',
};
const silentLog = { info: () => undefined };

describe('createMailer', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('sends through an SMTP server, from MAIL_FROM', async () => {
    const sink = await startSmtpSink();
    cleanups.push(sink.close);
    const mailer = await createMailer(
      { from: FROM, transport: 'smtp', smtpUrl: sink.url },
      silentLog,
    );
    await mailer.send(MESSAGE);
    mailer.close();
    const mail = await sink.next('ada@example.com');
    expect(mail.raw).toMatch(/^From: Resume Agent <no-reply@example\.com>/m);
    expect(mail.text).toContain('https://x.test/#token=abc');
  });

  it('writes each message as a JSON file in the outbox directory, creating it', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'mailer-test-'));
    cleanups.push(() => rm(parent, { recursive: true, force: true }));
    const directory = join(parent, 'outbox');
    const mailer = await createMailer({ from: FROM, transport: 'outbox', directory }, silentLog);
    await mailer.send(MESSAGE);
    await mailer.send({ ...MESSAGE, subject: 'Again', headers: { 'List-Unsubscribe': '<x>' } });
    const files = (await readdir(directory)).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}\.json$/);
    const subjects = await Promise.all(
      files.map(
        async (file) => JSON.parse(await readFile(join(directory, file), 'utf8')) as unknown,
      ),
    );
    expect(subjects).toEqual(
      expect.arrayContaining([
        { ...MESSAGE, from: FROM, headers: {} },
        { ...MESSAGE, subject: 'Again', from: FROM, headers: { 'List-Unsubscribe': '<x>' } },
      ]),
    );
  });

  it('logs the message where there is no mail server, and refuses where sending is off', async () => {
    const lines: string[] = [];
    const logging = await createMailer(
      { from: FROM, transport: 'log' },
      { info: (_object, message) => lines.push(message) },
    );
    await logging.send(MESSAGE);
    expect(logging.canSend).toBe(true);
    expect(lines.join('\n')).toContain('https://x.test/#token=abc');

    const none = await createMailer({ from: FROM, transport: 'none' }, silentLog);
    expect(none.canSend).toBe(false);
    await expect(none.send(MESSAGE)).rejects.toThrow(/SMTP_URL/);
  });
});
