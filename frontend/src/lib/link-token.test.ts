import { describe, expect, it } from 'vitest';
import { tokenFromLinkHash } from './link-token';

describe('tokenFromLinkHash', () => {
  it('reads the token of a link, with or without the leading #', () => {
    expect(tokenFromLinkHash('#token=abc_DEF-123')).toBe('abc_DEF-123');
    expect(tokenFromLinkHash('token=abc')).toBe('abc');
    expect(tokenFromLinkHash('#from=mail&token=abc')).toBe('abc');
  });

  it('keeps a "+" and decodes percent escapes', () => {
    expect(tokenFromLinkHash('#token=a+b%2Fc')).toBe('a+b/c');
  });

  it('finds nothing in an empty, tokenless or broken fragment', () => {
    expect(tokenFromLinkHash('')).toBeUndefined();
    expect(tokenFromLinkHash('#')).toBeUndefined();
    expect(tokenFromLinkHash('#token=')).toBeUndefined();
    expect(tokenFromLinkHash('#mytoken=abc')).toBeUndefined();
    expect(tokenFromLinkHash('#token=%E0%A4%A')).toBeUndefined();
  });
});
