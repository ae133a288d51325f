import { describe, expect, it } from 'vitest';
import { unsubscribeTokenOf, userOfUnsubscribeToken } from './unsubscribe-token.js';

const SECRET = 'a-server-secret-of-at-least-thirty-two-characters';
const USER = '6f1c2a52-3a8e-4c7e-9d7b-0a3f5e2b9c11';

describe('unsubscribe tokens', () => {
  it('name the account they were made for', () => {
    const token = unsubscribeTokenOf(SECRET, USER);
    expect(token).toMatch(/^6f1c2a52-3a8e-4c7e-9d7b-0a3f5e2b9c11\.[A-Za-z0-9_-]{43}$/);
    expect(userOfUnsubscribeToken(SECRET, token)).toBe(USER);
  });

  it('are refused when forged, altered, signed with another secret or malformed', () => {
    const token = unsubscribeTokenOf(SECRET, USER);
    const other = '0b2d7c3e-1f4a-4b5c-8d6e-7f8091a2b3c4';
    const forged = `${other}.${token.split('.')[1] ?? ''}`;
    const lastCharacter = token.at(-1) === 'A' ? 'B' : 'A';
    for (const candidate of [
      forged,
      `${token.slice(0, -1)}${lastCharacter}`,
      unsubscribeTokenOf('another-secret-of-at-least-thirty-two-chars', USER),
      '',
      USER,
      `${token}.`,
      `${token} `,
      `../${token}`,
      `${'-'.repeat(36)}.${'A'.repeat(43)}`,
    ])
      expect(userOfUnsubscribeToken(SECRET, candidate)).toBeUndefined();
  });
});
