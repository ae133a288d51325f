import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { confirmFailureOf, emailChangeProblem, linkSendingProblem } from './email-confirmation';

describe('linkSendingProblem', () => {
  it('names the wait of a rate-limited link in minutes', () => {
    expect(
      linkSendingProblem({ code: 'RATE_LIMITED', message: 'Slow down', retryAfterSeconds: 1740 }),
    ).toBe('Too many links went to this address. Try again in 29 minutes.');
    expect(
      linkSendingProblem({ code: 'RATE_LIMITED', message: 'Slow down', retryAfterSeconds: 30 }),
    ).toBe('Too many links went to this address. Try again in 30 seconds.');
  });

  it("passes on the server's words when it names no wait, and for anything else", () => {
    expect(linkSendingProblem({ code: 'RATE_LIMITED', message: 'Slow down' })).toBe('Slow down');
    expect(
      linkSendingProblem({ code: 'VALIDATION_FAILED', message: 'Nothing waits for a link' }),
    ).toBe('Nothing waits for a link');
  });

  it("passes on the server's words for mail that cannot go, which say whether to retry", () => {
    const mailless =
      'This server cannot send e-mail, so it cannot confirm an address; ask its operator';
    expect(linkSendingProblem({ code: 'MAIL_UNAVAILABLE', message: mailless })).toBe(mailless);
  });
});

describe('emailChangeProblem', () => {
  it('names the wait without guessing whether passwords or links ran out', () => {
    expect(
      emailChangeProblem({ code: 'RATE_LIMITED', message: 'Slow down', retryAfterSeconds: 60 }),
    ).toBe('Too many attempts to change the address. Try again in 1 minute.');
    expect(emailChangeProblem({ code: 'RATE_LIMITED', message: 'Slow down' })).toBe('Slow down');
    expect(emailChangeProblem({ code: 'NETWORK_ERROR', message: 'Offline' })).toBe('Offline');
  });
});

describe('confirmFailureOf', () => {
  it('tells a dead link and a taken address apart from failures worth a retry', () => {
    expect(confirmFailureOf(new ApiError(400, 'Invalid', 'EMAIL_LINK_INVALID'))).toEqual({
      kind: 'link-invalid',
    });
    expect(confirmFailureOf(new ApiError(400, 'Rejected', 'EMAIL_REJECTED'))).toEqual({
      kind: 'address-taken',
    });
    expect(
      confirmFailureOf(new ApiError(429, 'Too many attempts. Try again in 1 minute.')),
    ).toEqual({ kind: 'failed', message: 'Too many attempts. Try again in 1 minute.' });
    expect(confirmFailureOf(new Error('boom'))).toEqual({
      kind: 'failed',
      message: 'Something went wrong. Please try again.',
    });
  });
});
