import { describe, expect, it } from 'vitest';
import { draftMailtoHref, fittingMessageKind, messageKindsFor } from './contact-message-rules';

describe('fittingMessageKind', () => {
  it('asks for feedback after a rejection, thanks after an interview, else follows up', () => {
    expect(fittingMessageKind('rejected', true)).toBe('feedback_request');
    expect(fittingMessageKind('interviewing', true)).toBe('thank_you');
    expect(fittingMessageKind('interviewing', false)).toBe('follow_up');
    expect(fittingMessageKind('applied', false)).toBe('follow_up');
  });

  it('before applying, sends the application to whom hires and asks anyone else for a referral', () => {
    for (const status of ['draft', 'ready']) {
      for (const role of [null, '', 'Recruiter', 'Technical sourcer', 'Hiring manager', 'HR'])
        expect(fittingMessageKind(status, false, role), String(role)).toBe('application_email');
      for (const role of ['Friend', 'Former colleague at Acme', 'Staff Engineer', 'Referrer'])
        expect(fittingMessageKind(status, false, role), role).toBe('referral_request');
    }
    expect(fittingMessageKind('applied', false, 'Friend')).toBe('follow_up');
  });

  it('with an offer, asks to discuss the pay; once accepted, accepts', () => {
    expect(fittingMessageKind('offer', true)).toBe('offer_negotiation');
    expect(fittingMessageKind('accepted', true)).toBe('offer_acceptance');
  });
});

describe('messageKindsFor', () => {
  const kinds = (status: string) => messageKindsFor(status).map(({ kind }) => kind);

  it('offers the answers to an offer only while there is one', () => {
    for (const status of ['offer', 'accepted']) {
      expect(kinds(status)).toContain('offer_decline');
      expect(kinds(status)).not.toContain('feedback_request');
    }
    for (const status of ['interviewing', 'rejected', 'withdrawn'])
      expect(kinds(status)).toEqual(['follow_up', 'thank_you', 'feedback_request']);
  });

  it('offers the application and a referral before applying, and a referral once applied', () => {
    for (const status of ['draft', 'ready'])
      expect(kinds(status)).toEqual(['application_email', 'referral_request', 'follow_up']);
    expect(kinds('applied')).toEqual([
      'follow_up',
      'referral_request',
      'thank_you',
      'feedback_request',
    ]);
    expect(messageKindsFor('draft')[0]).toEqual({
      kind: 'application_email',
      label: 'Send the application',
    });
  });

  it('keeps offering the kind being written once the application moves on', () => {
    const offered = messageKindsFor('applied', 'application_email').map(({ kind }) => kind);
    expect(offered.at(-1)).toBe('application_email');
    expect(messageKindsFor('applied', 'follow_up')).toHaveLength(4);
  });

  it('offers the kind the state calls for, whatever the state', () => {
    for (const status of ['draft', 'applied', 'interviewing', 'offer', 'accepted', 'rejected'])
      for (const role of [null, 'Friend'])
        expect(kinds(status)).toContain(fittingMessageKind(status, true, role));
  });
});

describe('draftMailtoHref', () => {
  it('encodes every part, so the text cannot add headers, with CRLF line breaks', () => {
    const href = draftMailtoHref(
      'priya@example.com',
      'Thank you & more?',
      'Dear Priya,\n\nThanks&bcc=x@evil.example\nSam',
    );
    expect(href).toBe(
      'mailto:priya@example.com?subject=Thank%20you%20%26%20more%3F&body=Dear%20Priya%2C%0D%0A%0D%0AThanks%26bcc%3Dx%40evil.example%0D%0ASam',
    );
    const url = new URL(href);
    expect(url.searchParams.get('body')).toBe(
      'Dear Priya,\r\n\r\nThanks&bcc=x@evil.example\r\nSam',
    );
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
  });

  it('keeps an address with a query of its own from adding to the link', () => {
    const href = draftMailtoHref('a?cc=b@example.com@example.com', 'Hi', 'Text');
    expect(new URL(href).searchParams.get('cc')).toBeNull();
  });
});
