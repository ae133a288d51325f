import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { forgotPasswordPath, resetRequestProblem } from './password-reset';

describe('forgotPasswordPath', () => {
  it('carries a typed address and leaves an empty one out', () => {
    expect(forgotPasswordPath('  a+b@example.com ')).toBe(
      '/forgot-password?email=a%2Bb%40example.com',
    );
    expect(forgotPasswordPath('   ')).toBe('/forgot-password');
    expect(forgotPasswordPath()).toBe('/forgot-password');
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
