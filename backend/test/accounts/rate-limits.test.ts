import { describe, expect, it } from 'vitest';
import { testEngines } from '../support/databases.js';
import { post, signUpNew, startAccountsApp, uniqueEmail } from './accounts-app.js';

describe.each(testEngines)('sign-in rate limits on $name', (engine) => {
  it('stops brute force on one account with 429 and Retry-After', async () => {
    const accounts = await startAccountsApp(engine, { AUTH_RATE_LIMIT_PER_ACCOUNT: '5' });
    try {
      const { email, password } = await signUpNew(accounts.app);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await post(accounts.app, '/api/auth/sign-in', {
          email,
          password: `wrong guess ${attempt}`,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      // Even the right password waits now: the limit is per account, whatever the outcome.
      const limited = await post(accounts.app, '/api/auth/sign-in', {
        email: email.toUpperCase(),
        password,
      });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toMatchObject({ error: 429, code: 'RATE_LIMITED' });
      // Another account from the same address is not affected by this account's limit.
      const other = await signUpNew(accounts.app);
      expect(
        (
          await post(accounts.app, '/api/auth/sign-in', {
            email: other.email,
            password: other.password,
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await accounts.close();
    }
  });

  it('limits sign-in and sign-up per IP address and leaves /health unlimited', async () => {
    const accounts = await startAccountsApp(engine, { AUTH_RATE_LIMIT_PER_IP: '3' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await post(accounts.app, '/api/auth/sign-in', {
          email: uniqueEmail(),
          password: 'whatever it is',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      const signUp = await post(accounts.app, '/api/auth/sign-up', {
        email: uniqueEmail(),
        password: 'a long enough passphrase',
      });
      expect(signUp.statusCode).toBe(429);
      expect(signUp.headers['retry-after']).toBeDefined();
      // Another client (its address forwarded by a trusted proxy) has its own allowance.
      const behindProxy = await startAccountsApp(engine, {
        AUTH_RATE_LIMIT_PER_IP: '1',
        TRUST_PROXY_HOPS: '1',
      });
      try {
        const from = (ip: string) =>
          post(
            behindProxy.app,
            '/api/auth/sign-in',
            { email: uniqueEmail(), password: 'whatever it is' },
            { 'x-forwarded-for': ip },
          );
        expect((await from('203.0.113.1')).statusCode).toBe(401);
        expect((await from('203.0.113.1')).statusCode).toBe(429);
        expect((await from('203.0.113.2')).statusCode).toBe(401);
      } finally {
        await behindProxy.close();
      }
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await accounts.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      }
    } finally {
      await accounts.close();
    }
  });
});
