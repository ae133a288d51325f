import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stockOpeningOf } from './stock-opening.js';

const SENDER = 'Jordan Lee\n12 Harbour Street, Leeds\n\n2 December 2026\n';
const BODY = 'Your payments platform moves money for millions of people, and I have built one.';

function opening(text: string): string | null {
  return stockOpeningOf(text)?.excerpt ?? null;
}

describe('stockOpeningOf', () => {
  it('finds the stock words the first sentence opens with, after a greeting or an address', () => {
    expect(opening('Dear Hiring Team,\n\nI am writing to apply for the role.')).toBe(
      'I am writing to apply',
    );
    expect(opening(`${SENDER}\nDear Ms Okafor,\n\n  I’m writing to express my interest.`)).toBe(
      'I’m writing to express',
    );
    expect(opening('Dear team, i would like to apply for the Platform role at your firm.')).toBe(
      'i would like to apply',
    );
    expect(opening('Sarah,\nMy name is Jordan and I build payment systems.')).toBe('My name is');
    expect(opening('Please accept this letter as my application for the role.')).toBe(
      'Please accept this letter',
    );
    expect(
      opening(
        `${SENDER}\nEnclosed please find my resume for the Senior Engineer role you posted last week.`,
      ),
    ).toBe('Enclosed please find my resume');
  });

  it('points at the words where they are in the text', () => {
    const text = `${SENDER}\nDear Hiring Team,\n\nI am writing\nto apply for the role.`;
    const found = stockOpeningOf(text);
    expect(found && text.slice(found.start, found.end)).toBe('I am writing\nto apply');
  });

  it('leaves an opening of its own, and the same words further down', () => {
    expect(opening(`Dear Hiring Team,\n\n${BODY}`)).toBeNull();
    expect(opening(`Dear Hiring Team,\n\n${BODY} I am writing to apply because of it.`)).toBeNull();
    // The letters the engine drafts open plainly, and are not pointed at.
    expect(opening('Dear Acme Hiring Team,\n\nI am applying for the Platform role at Acme.')).toBe(
      null,
    );
    expect(opening('Dear team,\n\nMy names are many.')).toBeNull();
    expect(opening('')).toBeNull();
  });

  it('never throws, and what it finds is in the text where it says', () => {
    const unit = fc.constantFrom(
      'Dear',
      'team',
      ',',
      '\n',
      ' ',
      'I am writing to apply',
      'My name is',
      'a',
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (text) => {
        const found = stockOpeningOf(text);
        if (found !== null) expect(text.slice(found.start, found.end)).toBe(found.excerpt);
      }),
    );
  });
});
