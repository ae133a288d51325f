import { describe, expect, it } from 'vitest';
import { buildLetterDocument, letterParagraphs } from './letter-document.js';

describe('letterParagraphs', () => {
  it('parts paragraphs at blank lines and keeps single line breaks inside one', () => {
    const text = 'Dear Acme team,\n\nI build things.\nGood ones.\n\n\n\nKind regards,\nJo Doe\n';
    expect(letterParagraphs(text)).toEqual([
      ['Dear Acme team,'],
      ['I build things.', 'Good ones.'],
      ['Kind regards,', 'Jo Doe'],
    ]);
  });

  it('reads Windows and old Mac line ends, and blank lines holding only spaces', () => {
    expect(letterParagraphs('One\r\ntwo\r\n \t \r\nThree\rfour')).toEqual([
      ['One', 'two'],
      ['Three', 'four'],
    ]);
  });

  it('keeps indentation, drops trailing spaces, turns tabs into spaces', () => {
    expect(letterParagraphs('  Indented  \n\tTabbed\t')).toEqual([['  Indented', ' Tabbed']]);
  });

  it('drops control characters and unpaired surrogates, keeps every real character', () => {
    const text = `Caf\u00e9 \u{1F600} na\u0000\u0007ive \uD800end \uDC00\u2014 \u65e5\u672c`;
    expect(letterParagraphs(text)).toEqual([['Café 😀 naive end — 日本']]);
  });

  it('gives nothing for an empty or blank letter', () => {
    expect(letterParagraphs('')).toEqual([]);
    expect(letterParagraphs(' \n\n \r\n')).toEqual([]);
  });
});

describe('buildLetterDocument', () => {
  it('heads the letter with the resume’s name, headline and contact details', () => {
    const letter = buildLetterDocument('Hello', {
      basics: { name: ' Jo  Doe ', label: 'Engineer', email: 'jo@example.com', phone: '+1 555' },
    });
    expect(letter.header).toEqual({
      name: 'Jo Doe',
      label: 'Engineer',
      contact: ['jo@example.com', '+1 555'],
    });
  });

  it('has no header without a resume', () => {
    expect(buildLetterDocument('Hello', null).header).toEqual({
      name: null,
      label: null,
      contact: [],
    });
  });
});
