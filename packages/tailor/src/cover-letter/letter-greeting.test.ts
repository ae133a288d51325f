import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greetingByName, greetingLineOf, greetingSpanOf, greetsByName } from './letter-greeting.js';

const SENDER = 'Jordan Lee\n12 Harbour Street, Leeds\njordan@example.com\n\n2 December 2026\n';
const PARAGRAPH =
  'I am applying for the Senior Platform Engineer role because your team builds what I love.';

describe('greetingLineOf', () => {
  it('finds the greeting after a sender’s address, and before the first paragraph only', () => {
    expect(greetingLineOf(`${SENDER}\n  Dear Hiring Team,\n\n${PARAGRAPH}`)).toBe(
      'Dear Hiring Team,',
    );
    // A greeting word after the first paragraph is no greeting: the first line with text is.
    expect(greetingLineOf(`${SENDER}\n${PARAGRAPH}\nHi there,`)).toBe('Jordan Lee');
    expect(greetingLineOf('Marcus,\n\nText')).toBe('Marcus,');
    expect(greetingLineOf(' \n\n')).toBeNull();
  });

  it('takes a name and a comma alone for a greeting, after a sender’s address too', () => {
    expect(greetingLineOf(`${SENDER}\nSarah,\n\n${PARAGRAPH}`)).toBe('Sarah,');
    expect(greetingLineOf(`${SENDER}\n  Ms. O’Brien-Okafor,\n${PARAGRAPH}`)).toBe(
      'Ms. O’Brien-Okafor,',
    );
    // Neither a closing, a lower-case line nor a line going on after its comma greets.
    for (const line of ['Best regards,', 'Sincerely,', 'sarah,', 'Leeds, West Yorkshire'])
      expect(greetingLineOf(`${SENDER}\n${line}\n${PARAGRAPH}`)).toBe('Jordan Lee');
  });
});

describe('greetsByName', () => {
  it('finds any word of the name in the greeting, in any case and order', () => {
    expect(greetsByName('Dear Mr Chen,\nMarcus', 'Marcus Chen')).toBe(true);
    expect(greetsByName('\n  Hello MARCUS,', 'Marcus Chen')).toBe(true);
    expect(greetsByName('Dear Anne,', 'Anne-Marie Dubois')).toBe(true);
    expect(greetsByName('Dear Zoë Müller,', 'Müller Zoë')).toBe(true);
    expect(greetsByName(`${SENDER}\nDear Marcus Chen,\n\n${PARAGRAPH}`, 'Marcus Chen')).toBe(true);
  });

  it('does not take a greeting of the team, a name elsewhere or a letter in a name', () => {
    expect(greetsByName('Dear Brightwave Hiring Team,\nMarcus Chen', 'Marcus Chen')).toBe(false);
    // The hiring manager's name in the address block above a greeting of the team.
    const addressed = 'Marcus Chen\nHiring Manager, Brightwave\n\nDear Hiring Team,\n\nText';
    expect(greetsByName(addressed, 'Marcus Chen')).toBe(false);
    expect(greetsByName('Dear Marcusine,', 'Marcus Chen')).toBe(false);
    expect(greetsByName('Dear J,', 'J Chen')).toBe(false);
    expect(greetsByName('', 'Marcus Chen')).toBe(false);
  });
});

describe('greetingSpanOf', () => {
  function spanned(text: string): string | null {
    const span = greetingSpanOf(text);
    return span === null ? null : text.slice(span.start, span.end);
  }

  it('points at the words that greet, without the punctuation after them', () => {
    expect(spanned(`${SENDER}\n  Dear Brightwave Hiring Team,\n${PARAGRAPH}`)).toBe(
      'Dear Brightwave Hiring Team',
    );
    expect(spanned('Dear team, I am writing to apply.')).toBe('Dear team');
    expect(spanned('To whom it may concern:\nText')).toBe('To whom it may concern');
    expect(spanned('Dear Hiring Manager\nText')).toBe('Dear Hiring Manager');
    expect(spanned(`Hi ${PARAGRAPH}`)).toBe('Hi');
  });

  it('points at the name of a greeting that is a name alone', () => {
    expect(spanned(`${SENDER}\n  Sarah ,\n${PARAGRAPH}`)).toBe('Sarah');
    expect(spanned('Hiring Team,\nText')).toBe('Hiring Team');
  });

  it('is null without a line that greets', () => {
    expect(spanned('marcus,\nText')).toBeNull();
    expect(spanned('Marcus, hello\nText')).toBeNull();
    expect(spanned(PARAGRAPH)).toBeNull();
    expect(spanned('')).toBeNull();
  });
});

describe('greetingByName', () => {
  it('replaces the greeting line and keeps every other line as it was', () => {
    expect(
      greetingByName(
        'Dear Brightwave Hiring Team,\n\nI am applying.\n\nBest,\nJordan',
        'Marcus Chen',
      ),
    ).toBe('Dear Marcus Chen,\n\nI am applying.\n\nBest,\nJordan');
    expect(greetingByName('\n  To whom it may concern:\nI am applying.', ' Marcus Chen ')).toBe(
      '\n  Dear Marcus Chen,\nI am applying.',
    );
    expect(greetingByName('Hello team!\nHi.', 'Marcus Chen')).toBe('Dear Marcus Chen,\nHi.');
    expect(greetingByName('Dear Hiring Manager\nText', 'Marcus Chen')).toBe(
      'Dear Marcus Chen,\nText',
    );
    expect(greetingByName(`${SENDER}\nDear Hiring Team,\n\n${PARAGRAPH}`, 'Marcus Chen')).toBe(
      `${SENDER}\nDear Marcus Chen,\n\n${PARAGRAPH}`,
    );
    // A greeting of another name alone is replaced, not followed by a second greeting.
    expect(greetingByName(`${SENDER}\nSarah,\n\n${PARAGRAPH}`, 'Marcus Chen')).toBe(
      `${SENDER}\nDear Marcus Chen,\n\n${PARAGRAPH}`,
    );
    expect(greetingByName('  Ms. Okafor, \nText', 'Marcus Chen')).toBe('  Dear Marcus Chen,\nText');
  });

  it('replaces only the salutation of a greeting the line goes on after', () => {
    expect(greetingByName('Dear team, I am writing to apply for the role.', 'Marcus Chen')).toBe(
      'Dear Marcus Chen, I am writing to apply for the role.',
    );
    expect(greetingByName('Hello, I am Jordan', 'Marcus Chen')).toBe(
      'Dear Marcus Chen, I am Jordan',
    );
  });

  it('puts a greeting before the first paragraph when the letter has none', () => {
    expect(greetingByName('I am applying for the role.', 'Marcus Chen')).toBe(
      'Dear Marcus Chen,\n\nI am applying for the role.',
    );
    expect(greetingByName(`${SENDER}\n${PARAGRAPH}`, 'Marcus Chen')).toBe(
      `${SENDER}\nDear Marcus Chen,\n\n${PARAGRAPH}`,
    );
    // A sentence that opens with "Hi" has no salutation to take out without its words.
    const sentence = `Hi ${PARAGRAPH}`;
    expect(greetingByName(sentence, 'Marcus Chen')).toBe(`Dear Marcus Chen,\n\n${sentence}`);
    const long = `Dear reader of many letters, ${'this one is different, '.repeat(6)}I promise.`;
    expect(greetingByName(long, 'Marcus Chen')).toBe(
      `Dear Marcus Chen, ${'this one is different, '.repeat(6)}I promise.`,
    );
    expect(greetingByName('  \n', 'Marcus Chen')).toBe('Dear Marcus Chen,');
  });

  it('gives a letter that greets them by name, changing one line or adding a greeting', () => {
    const unit = fc.constantFrom('a', 'b', ' ', ',', ':', '\n', 'Dear', 'Hi', 'Marc');
    fc.assert(
      fc.property(fc.string({ unit }), (letter) => {
        const greeted = greetingByName(letter, 'Marcus Chen');
        expect(greetsByName(greeted, 'Marcus Chen')).toBe(true);
        if (letter.trim() === '') return;
        const before = letter.split('\n');
        const after = greeted.split('\n');
        const changed = before.findIndex((line, index) => line !== after[index]);
        if (after.length === before.length) {
          // One line changed: its greeting became "Dear Marcus Chen," and the rest of it stayed.
          const [line, now] = [before[changed] ?? '', after[changed] ?? ''];
          expect(now.trim().startsWith('Dear Marcus Chen,')).toBe(true);
          expect(line.endsWith(now.slice(now.indexOf(',') + 1))).toBe(true);
          expect(after.filter((each, index) => each !== before[index])).toHaveLength(1);
        } else {
          // A greeting and an empty line put in; every line of the letter kept, in order.
          expect(after.slice(changed, changed + 2)).toEqual(['Dear Marcus Chen,', '']);
          expect([...after.slice(0, changed), ...after.slice(changed + 2)]).toEqual(before);
        }
      }),
    );
  });
});
