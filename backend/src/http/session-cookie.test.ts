import { parseSetCookie } from 'cookie';
import { describe, expect, it } from 'vitest';
import {
  expiredSessionCookie,
  SESSION_COOKIE,
  sessionCookie,
  sessionTokenOf,
} from './session-cookie.js';

const withCookie = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } });

describe('sessionTokenOf', () => {
  it('finds the session cookie among others', () => {
    expect(sessionTokenOf(withCookie(`theme=dark; ${SESSION_COOKIE}=abc.def; lang=en`))).toBe(
      'abc.def',
    );
  });

  it('is undefined without a Cookie header or without the session cookie', () => {
    expect(sessionTokenOf(withCookie())).toBeUndefined();
    expect(sessionTokenOf(withCookie('theme=dark'))).toBeUndefined();
  });

  it('decodes a percent-encoded value and keeps an empty one empty', () => {
    expect(sessionTokenOf(withCookie(`${SESSION_COOKIE}=a%20b`))).toBe('a b');
    expect(sessionTokenOf(withCookie(`${SESSION_COOKIE}=`))).toBe('');
  });
});

describe('sessionCookie', () => {
  it('is HTTP-only, same-site lax and site-wide, for the given lifetime', () => {
    const cookie = parseSetCookie(sessionCookie('tok', { secure: false, maxAgeSeconds: 3600 }));
    expect(cookie).toMatchObject({
      name: SESSION_COOKIE,
      value: 'tok',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: 3600,
    });
    expect(cookie.secure).toBeFalsy();
  });

  it('is Secure when asked to be', () => {
    expect(parseSetCookie(sessionCookie('tok', { secure: true, maxAgeSeconds: 60 })).secure).toBe(
      true,
    );
  });
});

describe('expiredSessionCookie', () => {
  it('empties the cookie with the same path and flags, expired now', () => {
    const cookie = parseSetCookie(expiredSessionCookie({ secure: true }));
    expect(cookie).toMatchObject({
      name: SESSION_COOKIE,
      value: '',
      httpOnly: true,
      secure: true,
      sameSite: 'lax',
      path: '/',
      maxAge: 0,
    });
    expect(cookie.expires?.getTime()).toBe(0);
  });
});
