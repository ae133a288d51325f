import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGE_KINDS,
  type ContactMessageFacts,
  draftContactMessage,
  firstNameOf,
  writtenDay,
  writtenPay,
} from './contact-message.js';

const facts: ContactMessageFacts = {
  kind: 'follow_up',
  recipient: 'Priya Raman',
  sender: { name: 'Sam Rivera', phone: '+1 555 0100' },
  jobTitle: 'Frontend Engineer',
  company: 'Brightwave',
  appliedOn: '2026-11-10',
  lastInterview: null,
  strengths: ['React', 'TypeScript', 'GraphQL', 'CSS'],
};

describe('writtenDay', () => {
  it('writes a day with its weekday, as a letter does', () => {
    expect(writtenDay('2026-11-24')).toBe('Tuesday, 24 November');
    expect(writtenDay('2027-01-01')).toBe('Friday, 1 January');
  });

  it('refuses what is not a day', () => {
    expect(() => writtenDay('soon')).toThrow(RangeError);
  });
});

describe('draftContactMessage', () => {
  it('follows up on an application by the day applied, naming three strengths', () => {
    const message = draftContactMessage(facts);
    expect(message.subject).toBe('Following up: Frontend Engineer at Brightwave');
    expect(message.body).toBe(
      [
        'Dear Priya Raman,',
        'I applied for the Frontend Engineer role at Brightwave on Tuesday, 10 November and wanted to follow up on my application. I remain very interested in the position: it asks for React, TypeScript and GraphQL, which my experience covers.',
        'Could you let me know where things stand, or whether there is anything more I can send you?',
        'Thank you for your time.',
        'Kind regards,\nSam Rivera\n+1 555 0100',
      ].join('\n\n'),
    );
    expect(message.body).not.toContain('CSS');
  });

  it('follows up on the last interview once there was one', () => {
    const message = draftContactMessage({
      ...facts,
      lastInterview: { title: 'Technical interview', day: '2026-11-27' },
    });
    expect(message.body).toContain(
      'Thank you again for the technical interview on Friday, 27 November. I wanted to follow up on the next steps for the Frontend Engineer role at Brightwave.',
    );
  });

  it('thanks for an interview by its day, keeping names in its title as written', () => {
    const message = draftContactMessage({
      ...facts,
      kind: 'thank_you',
      lastInterview: { title: 'Onsite with Ada', day: '2026-11-27' },
    });
    expect(message.subject).toBe('Thank you: Frontend Engineer at Brightwave');
    expect(message.body).toContain(
      'Thank you for taking the time to speak with me on Friday, 27 November about the Frontend Engineer role at Brightwave.',
    );
    expect(message.body).toContain('my experience with React, TypeScript and GraphQL would let me');
  });

  it('asks for feedback after a rejection, mentioning interviews only when there were some', () => {
    const without = draftContactMessage({ ...facts, kind: 'feedback_request' });
    expect(without.subject).toBe('Thank you, and a request for feedback: Frontend Engineer');
    expect(without.body).toContain('any feedback on my application: it would help');
    expect(without.body).toContain('future roles at Brightwave.');
    const after = draftContactMessage({
      ...facts,
      kind: 'feedback_request',
      lastInterview: { title: null, day: '2026-11-20' },
    });
    expect(after.body).toContain('the time you and the team gave');
    expect(after.body).toContain('my application or my interviews');
  });

  const offer = {
    currency: 'USD',
    baseAmount: 152_000,
    period: 'year',
    startsOn: '2027-01-04',
    respondBy: '2026-12-04',
  } as const;

  it('asks to talk about the pay of an offer before the day to answer, from the offer itself', () => {
    const message = draftContactMessage({ ...facts, kind: 'offer_negotiation', offer });
    expect(message.subject).toBe('Discussing the offer: Frontend Engineer at Brightwave');
    expect(message.body).toBe(
      [
        'Dear Priya Raman,',
        'Thank you for the offer for the Frontend Engineer role at Brightwave. I am excited about the role and the team, and I would like to make this work.',
        'Before I answer by Friday, 4 December, I would like to talk about the compensation. The role asks for React, TypeScript and GraphQL, which my experience covers; would there be room to revisit the base salary of $152,000 a year?',
        'Could we find a time to speak in the next few days?',
        'Kind regards,\nSam Rivera\n+1 555 0100',
      ].join('\n\n'),
    );
    // Without the offer written down, it names neither amount nor day.
    const bare = draftContactMessage({ ...facts, kind: 'offer_negotiation', strengths: [] });
    expect(bare.body).toContain(
      'Before I give my answer, I would like to talk about the compensation: would there be room to revisit the base salary?',
    );
  });

  it('accepts an offer, confirming the first day when it is known', () => {
    const message = draftContactMessage({ ...facts, kind: 'offer_acceptance', offer });
    expect(message.subject).toBe('Accepting the offer: Frontend Engineer at Brightwave');
    expect(message.body).toContain('I am delighted to accept it.');
    expect(message.body).toContain('I confirm my start on Monday, 4 January.');
    const undated = draftContactMessage({
      ...facts,
      kind: 'offer_acceptance',
      offer: { ...offer, startsOn: null },
    });
    expect(undated.body).toContain('Please let me know the start date you have in mind');
  });

  it('declines an offer with thanks, and names no pay', () => {
    const message = draftContactMessage({ ...facts, kind: 'offer_decline', offer });
    expect(message.subject).toBe('The offer: Frontend Engineer at Brightwave');
    expect(message.body).toContain('I have decided to decline it.');
    expect(message.body).toContain('the team at Brightwave');
    expect(message.body).not.toContain('152');
  });

  it('writes pay as a letter does, in any currency', () => {
    expect(writtenPay(offer)).toBe('$152,000 a year');
    expect(writtenPay({ ...offer, currency: 'EUR', baseAmount: 52.5, period: 'hour' })).toBe(
      '€52.50 an hour',
    );
    expect(writtenPay({ ...offer, currency: 'XYZ', baseAmount: 9_000, period: 'month' })).toMatch(
      // Intl writes a code it has no symbol for before the amount, with a no-break space.
      /^XYZ\s9,000 a month$/u,
    );
  });

  it('carries an application not yet sent, with the posting’s link and the papers attached', () => {
    const message = draftContactMessage({
      ...facts,
      kind: 'application_email',
      appliedOn: null,
      postingUrl: ' https://brightwave.example/jobs/42 ',
    });
    expect(message.subject).toBe('Application: Frontend Engineer at Brightwave – Sam Rivera');
    expect(message.body).toBe(
      [
        'Dear Priya Raman,',
        'I would like to apply for the Frontend Engineer role at Brightwave (https://brightwave.example/jobs/42). I have attached my resume and a cover letter.',
        'The role asks for React, TypeScript and GraphQL, which my experience covers; the letter says more about how.',
        'I would welcome the chance to talk about the role. Thank you for your time.',
        'Kind regards,\nSam Rivera\n+1 555 0100',
      ].join('\n\n'),
    );
  });

  it('sends the papers directly once applied through the posting', () => {
    const message = draftContactMessage({ ...facts, kind: 'application_email' });
    expect(message.body).toContain(
      'I applied for the Frontend Engineer role at Brightwave on Tuesday, 10 November and wanted to send you my resume and cover letter directly as well: both are attached.',
    );
  });

  it('asks for a referral: what for, why, the posting, and an easy way to say no', () => {
    const message = draftContactMessage({
      ...facts,
      kind: 'referral_request',
      appliedOn: null,
      postingUrl: 'https://brightwave.example/jobs/42',
    });
    expect(message.subject).toBe('Would you refer me for Frontend Engineer at Brightwave?');
    expect(message.body).toBe(
      [
        'Hi Priya,',
        'I am about to apply for the Frontend Engineer role at Brightwave and wanted to ask whether you would be willing to refer me. The role asks for React, TypeScript and GraphQL, which is the work I do. The posting is here: https://brightwave.example/jobs/42',
        'If you can, I will send you my resume and a few lines on why I would fit, so that it takes you no more than a minute. And if a referral is not something you can do, I would be just as glad of a few minutes to hear what the team is like.',
        'Thank you for considering it.',
        'Kind regards,\nSam Rivera\n+1 555 0100',
      ].join('\n\n'),
    );
    const applied = draftContactMessage({ ...facts, kind: 'referral_request' });
    expect(applied.body).toContain(
      'I applied for the Frontend Engineer role at Brightwave on Tuesday, 10 November and wanted to ask whether you would be willing to refer me, or put in a word with the team.',
    );
  });

  it('greets whom a referral is asked of by first name, and one with a title in full', () => {
    expect(firstNameOf('  Maya   Ortiz ')).toBe('Maya');
    expect(firstNameOf('Maya Ortiz, PhD')).toBe('Maya');
    expect(firstNameOf('Anne-Marie Dubois')).toBe('Anne-Marie');
    expect(firstNameOf('Cher')).toBe('Cher');
    expect(firstNameOf('Dr. Maya  Ortiz')).toBe('Dr. Maya Ortiz');
    expect(firstNameOf('prof Ortiz')).toBe('prof Ortiz');
    expect(firstNameOf('   ')).toBe('');
    // Every other message keeps the name as written.
    for (const kind of CONTACT_MESSAGE_KINDS.filter((each) => each !== 'referral_request'))
      expect(draftContactMessage({ ...facts, kind }).body).toMatch(/^Dear Priya Raman,\n/u);
  });

  it('gives the posting’s address only when it is a web address', () => {
    for (const postingUrl of ['javascript:alert(1)', 'brightwave.example/jobs', 'https://a b', ''])
      for (const kind of ['application_email', 'referral_request'] as const)
        expect(
          draftContactMessage({ ...facts, kind, appliedOn: null, postingUrl }).body,
        ).not.toMatch(/javascript|brightwave\.example|https:|posting is here/u);
  });

  it('writes every kind without a title, company, day, strengths or sender', () => {
    for (const kind of CONTACT_MESSAGE_KINDS) {
      const message = draftContactMessage({
        kind,
        recipient: 'Alex',
        sender: { name: null, phone: null },
        jobTitle: null,
        company: null,
        appliedOn: null,
        lastInterview: null,
        strengths: [],
      });
      expect(message.kind).toBe(kind);
      expect(message.body).toMatch(/^(Dear|Hi) Alex,\n\n/u);
      expect(message.body.endsWith('Kind regards,')).toBe(true);
      expect(`${message.subject}\n${message.body}`).not.toMatch(/null|undefined| at \.| ,|\s\./);
    }
  });
});
