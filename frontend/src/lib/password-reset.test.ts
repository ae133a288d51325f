import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { forgotPasswordPath, resetRequestProblem, resetTokenFromHash } from './password-reset';

describe('forgotPasswordPath', () => {
  it('carries a typed address and leaves an empty one out', () => {
    expect(forgotPasswordPath('  a+b@example.com ')).toBe(
      '/forgot-password?email=a%2Bb%40example.com',
    );
    expect(forgotPasswordPath('   ')).toBe('/forgot-password');
    expect(forgotPasswordPath()).toBe('/forgot-password');
  });
});

describe('resetTokenFromHash', () => {
  it('reads the token of a reset link, with or without the leading #', () => {
    expect(resetTokenFromHash('#token=abc_DEF-123')).toBe('abc_DEF-123');
    expect(resetTokenFromHash('token=abc')).toBe('abc');
    expect(resetTokenFromHash('#from=mail&token=abc')).toBe('abc');
  });

  it('keeps a "+" and decodes percent escapes', () => {
    expect(resetTokenFromHash('#token=a+b%2Fc')).toBe('a+b/c');
  });

  it('finds nothing in an empty, tokenless or broken fragment', () => {
    expect(resetTokenFromHash('')).toBeUndefined();
    expect(resetTokenFromHash('#')).toBeUndefined();
    expect(resetTokenFromHash('#token=')).toBeUndefined();
    expect(resetTokenFromHash('#mytoken=abc')).toBeUndefined();
    expect(resetTokenFromHash('#token=%E0%A4%A')).toBeUndefined();
  });
});

describe('resetRequestProblem', () => {
  it('says when the server cannot send e-mail at all, instead of asking for a retry', () => {
    const mailless = new ApiError(503, 'Something went wrong on our side.', 'MAIL_UNAVAILABLE');
    expect(resetRequestProblem(mailless)).toMatch(/cannot send e-mail/);
  });

  it("passes on the API's own message, and has a sentence for anything else", () => {
    expect(
      resetRequestProblem(new ApiError(429, 'Too many attempts. Try again in 1 minute.')),
    ).toBe('Too many attempts. Try again in 1 minute.');
    expect(resetRequestProblem(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});
