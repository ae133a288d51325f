import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  checkEmail,
  checkPassword,
  createApiClient,
  parseRetryAfter,
  safeNextPath,
} from './api';

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function clientReturning(response: Response | Error) {
  const fetch = vi.fn((_input: string, _init?: RequestInit) =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  return { fetch, client: createApiClient({ baseUrl: 'http://api.test', fetch }) };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const user = {
  id: 'u1',
  email: 'a@example.com',
  displayName: null,
  createdAt: '2026-01-01',
  emailConfirmedAt: null,
};

describe('createApiClient', () => {
  it('signs in with JSON and the session cookie, and returns the user', async () => {
    const { fetch, client } = clientReturning(jsonResponse(200, { user }));
    await expect(client.signIn({ email: 'a@example.com', password: 'secret12' })).resolves.toEqual(
      user,
    );
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/api/auth/sign-in');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: JSON.stringify({ email: 'a@example.com', password: 'secret12' }),
    });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('maps an error body to an ApiError with status, code and message', async () => {
    const { client } = clientReturning(
      jsonResponse(401, {
        error: 401,
        message: 'E-mail or password is incorrect',
        code: 'INVALID_CREDENTIALS',
      }),
    );
    const error = await caught(client.signIn({ email: 'a@example.com', password: 'wrongpass' }));
    expect(error.status).toBe(401);
    expect(error.code).toBe('INVALID_CREDENTIALS');
    expect(error.message).toBe('E-mail or password is incorrect');
  });

  it('puts the Retry-After seconds of a 429 in the message', async () => {
    const { client } = clientReturning(
      jsonResponse(429, { error: 429, message: 'Rate limit exceeded' }, { 'Retry-After': '42' }),
    );
    const error = await caught(client.signIn({ email: 'a@example.com', password: 'secret12' }));
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(42);
    expect(error.message).toBe('Too many attempts. Try again in 42 seconds.');
  });

  it('falls back to the server message for a 429 whose Retry-After is not readable', async () => {
    const { client } = clientReturning(
      jsonResponse(429, { error: 429, message: 'Too many attempts; retry in 30 s' }),
    );
    const error = await caught(client.signUp({ email: 'a@example.com', password: 'secret12' }));
    expect(error.retryAfterSeconds).toBeUndefined();
    expect(error.message).toBe('Too many attempts; retry in 30 s');
  });

  it('turns a network failure into a friendly ApiError with status 0', async () => {
    const { client } = clientReturning(new TypeError('Failed to fetch'));
    const error = await caught(client.listTokens());
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('hides the text of a 5xx and survives a body that is not JSON', async () => {
    const { client } = clientReturning(new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await caught(client.listTokens());
    expect(error.status).toBe(502);
    expect(error.message).toBe('Something went wrong on our side. Please try again.');
  });

  it('reports no current user on 401 instead of throwing', async () => {
    const { client } = clientReturning(jsonResponse(401, { error: 401, message: 'Sign in' }));
    await expect(client.getCurrentUser()).resolves.toBeNull();
  });

  it('lists tokens from an array or from an { items } page', async () => {
    const token = {
      id: 't1',
      name: 'CI',
      scopes: ['plants:read'],
      prefix: 'ra_pat_ab12',
      createdAt: '2026-01-01',
      lastUsedAt: null,
    };
    await expect(clientReturning(jsonResponse(200, [token])).client.listTokens()).resolves.toEqual([
      token,
    ]);
    await expect(
      clientReturning(jsonResponse(200, { items: [token] })).client.listTokens(),
    ).resolves.toEqual([token]);
  });

  it('revokes a token with DELETE and accepts an empty 204', async () => {
    const { fetch, client } = clientReturning(new Response(null, { status: 204 }));
    await expect(client.revokeToken('a/b')).resolves.toBeUndefined();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/api/tokens/a%2Fb');
    expect(init?.method).toBe('DELETE');
    expect(init?.body).toBeUndefined();
  });

  it('lists sessions, signs one out by id and the others in one call', async () => {
    const session = {
      id: 's1',
      current: true,
      createdAt: '2026-11-20T10:00:00.000Z',
      lastSeenAt: '2026-11-29T10:00:00.000Z',
      expiresAt: '2026-11-27T10:00:00.000Z',
      userAgent: 'curl/8.14.1',
      ip: '127.0.0.1',
    };
    const listed = clientReturning(jsonResponse(200, { items: [session] }));
    await expect(listed.client.listSessions()).resolves.toEqual([session]);
    expect(listed.fetch.mock.calls[0]?.[0]).toBe('http://api.test/api/auth/sessions');

    const one = clientReturning(new Response(null, { status: 204 }));
    await one.client.signOutSession('a/b');
    expect(one.fetch.mock.calls[0]?.[0]).toBe('http://api.test/api/auth/sessions/a%2Fb');
    expect(one.fetch.mock.calls[0]?.[1]?.method).toBe('DELETE');

    const others = clientReturning(jsonResponse(200, { signedOut: 3 }));
    await expect(others.client.signOutOtherSessions()).resolves.toBe(3);
    expect(others.fetch.mock.calls[0]?.[0]).toBe('http://api.test/api/auth/sign-out-others');
  });

  it('downloads the account export under the name the server gives it', async () => {
    const body = '{"format":"resume-agent-export","version":1}';
    const named = clientReturning(
      new Response(body, {
        headers: {
          'Content-Disposition': 'attachment; filename="resume-agent-export-2026-11-29.json"',
        },
      }),
    );
    await expect(named.client.exportAccount()).resolves.toEqual({
      filename: 'resume-agent-export-2026-11-29.json',
      text: body,
    });
    expect(named.fetch.mock.calls[0]?.[0]).toBe('http://api.test/api/auth/export');
    // A browser that was not shown the header still gets a dated name.
    const unnamed = clientReturning(new Response(body));
    await expect(
      unnamed.client.exportAccount(new Date('2026-12-01T10:00:00Z')),
    ).resolves.toMatchObject({ filename: 'resume-agent-export-2026-12-01.json' });
    const refused = clientReturning(
      jsonResponse(403, { error: 403, message: 'A session is required', code: 'SESSION_REQUIRED' }),
    );
    expect((await caught(refused.client.exportAccount())).code).toBe('SESSION_REQUIRED');
  });

  it('deletes the account with the password, and reports a wrong one by its code', async () => {
    const deleted = clientReturning(new Response(null, { status: 204 }));
    await expect(deleted.client.deleteAccount('secret12')).resolves.toBeUndefined();
    const [url, init] = deleted.fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/api/auth/delete-account');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ password: 'secret12' }) });

    const refused = clientReturning(
      jsonResponse(403, {
        error: 403,
        message: 'Your current password is incorrect',
        code: 'WRONG_PASSWORD',
        details: { field: 'password' },
      }),
    );
    const error = await caught(refused.client.deleteAccount('guess'));
    expect([error.status, error.code, error.message]).toEqual([
      403,
      'WRONG_PASSWORD',
      'Your current password is incorrect',
    ]);
  });

  it('asks for a reset link with the address and accepts the 202', async () => {
    const { fetch, client } = clientReturning(
      jsonResponse(202, { message: 'If an account uses that address, a link is on its way' }),
    );
    await expect(client.requestPasswordReset('a@example.com')).resolves.toBeUndefined();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/api/auth/forgot-password');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: JSON.stringify({ email: 'a@example.com' }),
    });

    // The page tells a server without e-mail apart from other failures by the code alone.
    const mailless = clientReturning(
      jsonResponse(503, { error: 503, message: 'No mail', code: 'MAIL_UNAVAILABLE' }),
    );
    const error = await caught(mailless.client.requestPasswordReset('a@example.com'));
    expect([error.status, error.code]).toEqual([503, 'MAIL_UNAVAILABLE']);
  });

  it('sets a new password with the link token and returns the signed-in user', async () => {
    const { fetch, client } = clientReturning(jsonResponse(200, { user }));
    await expect(client.resetPassword({ token: 'tok', password: 'secret12' })).resolves.toEqual(
      user,
    );
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/api/auth/reset-password');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: JSON.stringify({ token: 'tok', password: 'secret12' }),
    });

    const used = clientReturning(
      jsonResponse(400, { error: 400, message: 'Link expired', code: 'RESET_LINK_INVALID' }),
    );
    const error = await caught(used.client.resetPassword({ token: 'tok', password: 'secret12' }));
    expect([error.status, error.code]).toEqual([400, 'RESET_LINK_INVALID']);
  });

  it('confirms an address with the link token and returns the account as it now is', async () => {
    const confirmed = { ...user, emailConfirmedAt: '2026-11-29T10:00:00.000Z' };
    const { fetch, client } = clientReturning(jsonResponse(200, { user: confirmed }));
    await expect(client.confirmEmail('tok')).resolves.toEqual(confirmed);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/api/auth/confirm-email');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ token: 'tok' }) });

    const used = clientReturning(
      jsonResponse(400, { error: 400, message: 'Link expired', code: 'EMAIL_LINK_INVALID' }),
    );
    const error = await caught(used.client.confirmEmail('tok'));
    expect([error.status, error.code]).toEqual([400, 'EMAIL_LINK_INVALID']);
  });
});

describe('unsubscribeFromReminderEmail', () => {
  const token = '0b9e3c1a-5f4d-4c2b-9a8e-7d6c5b4a3f21.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

  it('posts the token in the query, without a body and without the session cookie', async () => {
    const { fetch, client } = clientReturning(
      jsonResponse(200, { message: 'The reminder e-mail is off' }),
    );
    await expect(client.unsubscribeFromReminderEmail(token)).resolves.toBeUndefined();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`http://api.test/api/reminder-email/unsubscribe?token=${token}`);
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit' });
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('reports a refused link by its code', async () => {
    const { client } = clientReturning(
      jsonResponse(400, {
        error: 400,
        message: 'This link is not valid',
        code: 'UNSUBSCRIBE_LINK_INVALID',
      }),
    );
    const error = await caught(client.unsubscribeFromReminderEmail('a&b'));
    expect([error.status, error.code, error.message]).toEqual([
      400,
      'UNSUBSCRIBE_LINK_INVALID',
      'This link is not valid',
    ]);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and ignores junk', () => {
    expect(parseRetryAfter('30')).toBe(30);
    expect(parseRetryAfter(new Date(61_000).toUTCString(), 0)).toBe(61);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});

describe('form checks', () => {
  it('accepts passwords of 8 to 128 characters', () => {
    expect(checkPassword('1234567')).toMatch(/at least 8/);
    expect(checkPassword('12345678')).toBeUndefined();
    expect(checkPassword('x'.repeat(128))).toBeUndefined();
    expect(checkPassword('x'.repeat(129))).toMatch(/at most 128/);
  });

  it('asks for an e-mail address with an @ and a domain', () => {
    expect(checkEmail('')).toMatch(/Enter your/);
    expect(checkEmail('nope')).toMatch(/valid/);
    expect(checkEmail('a@example.com')).toBeUndefined();
  });

  it('only follows same-site next paths', () => {
    expect(safeNextPath('/settings')).toBe('/settings');
    expect(safeNextPath('//evil.example')).toBe('/dashboard');
    expect(safeNextPath('https://evil.example')).toBe('/dashboard');
    expect(safeNextPath(null)).toBe('/dashboard');
  });
});
