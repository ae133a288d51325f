import { describe, expect, it } from 'vitest';
import { spanInText } from './cover-letter-review';

describe('spanInText', () => {
  const text = 'Dear team, I want to join Globex. Globex builds trains.';

  it('keeps where the review found the words while they are still there', () => {
    const start = text.lastIndexOf('Globex');
    expect(spanInText(text, { excerpt: 'Globex', start, end: start + 6 })).toEqual([
      start,
      start + 6,
    ]);
  });

  it('finds the words nearest to where they were once the letter changed', () => {
    const edited = `Hi ${text}`;
    const was = text.lastIndexOf('Globex');
    expect(spanInText(edited, { excerpt: 'Globex', start: was, end: was + 6 })).toEqual([
      edited.lastIndexOf('Globex'),
      edited.lastIndexOf('Globex') + 6,
    ]);
  });

  it('has no span for words gone or for the whole letter', () => {
    expect(spanInText(text, { excerpt: 'Initech', start: 0, end: 7 })).toBeNull();
    expect(spanInText(text, { excerpt: null, start: null, end: null })).toBeNull();
    expect(spanInText(text, { excerpt: '', start: 0, end: 0 })).toBeNull();
  });
});
