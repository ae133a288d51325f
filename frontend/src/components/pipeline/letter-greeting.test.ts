import { describe, expect, it } from 'vitest';
import { greetingByName, greetsByName } from './letter-greeting';

describe('greetsByName', () => {
  it('finds any word of the name in the first line, in any case and order', () => {
    expect(greetsByName('Dear Mr Chen,\nMarcus', 'Marcus Chen')).toBe(true);
    expect(greetsByName('\n  Hello MARCUS,', 'Marcus Chen')).toBe(true);
    expect(greetsByName('Dear Anne,', 'Anne-Marie Dubois')).toBe(true);
    expect(greetsByName('Dear Zoë Müller,', 'Müller Zoë')).toBe(true);
  });

  it('does not take a greeting of the team, a name further down or a letter in a name', () => {
    expect(greetsByName('Dear Brightwave Hiring Team,\nMarcus Chen', 'Marcus Chen')).toBe(false);
    expect(greetsByName('Dear Marcusine,', 'Marcus Chen')).toBe(false);
    expect(greetsByName('Dear J,', 'J Chen')).toBe(false);
    expect(greetsByName('', 'Marcus Chen')).toBe(false);
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
      '\nDear Marcus Chen,\nI am applying.',
    );
    expect(greetingByName('Hello team!\nHi.', 'Marcus Chen')).toBe('Dear Marcus Chen,\nHi.');
  });

  it('puts the greeting first when the letter opens without one', () => {
    expect(greetingByName('I am applying for the role.', 'Marcus Chen')).toBe(
      'Dear Marcus Chen,\n\nI am applying for the role.',
    );
    // A long first paragraph that happens to start with "Hi" is no greeting line.
    const paragraph = `Hiring managers like you ${'read many letters, '.repeat(10)}so I keep this short.`;
    expect(greetingByName(paragraph, 'Marcus Chen')).toBe(`Dear Marcus Chen,\n\n${paragraph}`);
    const long = `Dear reader of many letters, ${'this one is different, '.repeat(6)}I promise.`;
    expect(greetingByName(long, 'Marcus Chen')).toBe(`Dear Marcus Chen,\n\n${long}`);
    // A greeting that goes on into the letter keeps all of its words.
    const goesOn = 'Dear team, I am writing to apply for the Senior Engineer role.';
    expect(greetingByName(goesOn, 'Marcus Chen')).toBe(`Dear Marcus Chen,\n\n${goesOn}`);
    expect(greetingByName('Dear Hiring Manager\nText', 'Marcus Chen')).toBe(
      'Dear Marcus Chen,\nText',
    );
    expect(greetingByName('  \n', 'Marcus Chen')).toBe('Dear Marcus Chen,');
  });

  it('gives a letter that then greets them by name', () => {
    for (const letter of ['Dear Hiring Team,\nText', 'Text only', 'Hi there,\n\nText'])
      expect(greetsByName(greetingByName(letter, 'Marcus Chen'), 'Marcus Chen')).toBe(true);
  });
});
