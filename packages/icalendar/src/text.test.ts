import { describe, expect, it } from 'vitest';
import { checkUri, escapeText, foldLine } from './icalendar.js';

const octets = (text: string) => new TextEncoder().encode(text).length;

/** Undoes folding (§3.1): a CRLF followed by one space or tab joins the lines. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
  });

  it('writes every kind of line break as \\n', () => {
    expect(escapeText('one\r\ntwo\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
  });

  it('escapes the backslash before adding its own', () => {
    expect(escapeText('\\,')).toBe('\\\\\\,');
  });

  it('leaves colons and quotes alone', () => {
    expect(escapeText('Follow up: "Acme"')).toBe('Follow up: "Acme"');
  });

  it('drops the control characters no line may hold, and keeps tab', () => {
    expect(escapeText('tab\there\u0000\u0007\u001b\u007f!')).toBe('tab\there!');
  });
});

describe('foldLine', () => {
  it('keeps a line of exactly 75 octets whole', () => {
    const line = 'x'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds a 76-octet line after 75 octets', () => {
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('counts the leading space of continuation lines', () => {
    const folded = foldLine('y'.repeat(300));
    const lines = folded.split('\r\n');
    expect(lines[0]).toHaveLength(75);
    for (const line of lines.slice(1)) {
      expect(line.startsWith(' ')).toBe(true);
      expect(octets(line)).toBeLessThanOrEqual(75);
    }
    expect(unfold(folded)).toBe('y'.repeat(300));
  });

  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(50)}${'😀'.repeat(20)}${'東京 '.repeat(20)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
      expect(part).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe('checkUri', () => {
  it('takes a URL as given, and refuses one with whitespace', () => {
    expect(checkUri('https://x.example/a?b=1,2')).toBe('https://x.example/a?b=1,2');
    expect(() => checkUri('https://x\r\nATTACH:evil')).toThrow(RangeError);
    expect(() => checkUri('https://x y')).toThrow(RangeError);
  });
});
