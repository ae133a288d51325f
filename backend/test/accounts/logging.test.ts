import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { testEngines } from '../support/databases.js';
import {
  createToken,
  post,
  signUpNew,
  startAccountsApp,
  TEST_AUTH_SECRET,
} from './accounts-app.js';

describe.each(testEngines)('logs on $name', (engine) => {
  it('never contain a password, token, session cookie, secret or hash', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString('utf8'));
        callback();
      },
    });
    const accounts = await startAccountsApp(engine, {}, { level: 'trace', stream });
    try {
      const password = 'my very secret passphrase';
      const { email, session, userId } = await signUpNew(accounts.app, undefined, password);
      const signIn = await post(
        accounts.app,
        '/api/auth/sign-in',
        { email, password },
        { cookie: `ra_session=${session}` },
      );
      expect(signIn.statusCode).toBe(200);
      await post(accounts.app, '/api/auth/sign-in', { email, password: 'wrong passphrase here' });
      const { token } = await createToken(accounts.app, session, ['cases:read']);
      const me = await accounts.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(200);
      await accounts.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}x` },
      });

      const { rows } = await accounts.db.query<{ hash: string }>(
        `SELECT token_hash AS hash FROM sessions WHERE user_id = $1
         UNION ALL SELECT token_hash FROM api_tokens WHERE user_id = $1
         UNION ALL SELECT password_hash FROM users WHERE id = $1`,
        [userId],
      );
      const log = lines.join('');
      expect(lines.length).toBeGreaterThan(5);
      expect(log).toContain('/api/auth/sign-in');
      for (const secret of [
        password,
        'wrong passphrase here',
        session,
        token,
        TEST_AUTH_SECRET,
        ...rows.map((row) => row.hash),
      ]) {
        expect(log).not.toContain(secret);
      }
      expect(log).not.toMatch(/ra_session=/);
      expect(log).not.toMatch(/ra_pat_/);
    } finally {
      await accounts.close();
    }
  });
});
