/**
 * PDF's standard fonts (Helvetica …) are not embedded and only cover WinAnsi, roughly Latin-1.
 * A character outside it would print as garbage, so it is replaced first: typographic look-alikes
 * by their nearest WinAnsi form, accented letters by their base letter, the rest by `?`.
 * (Non-Latin scripts would need an embedded Unicode font, which this offline engine does not ship.)
 */

/** The characters above Latin-1 that WinAnsi has (PDFKit's WIN_ANSI_MAP). */
const WIN_ANSI_EXTRA = new Set(
  [
    402, 8211, 8212, 8216, 8217, 8218, 8220, 8221, 8222, 8224, 8225, 8226, 8230, 8364, 8240, 8249,
    8250, 710, 8482, 338, 339, 732, 352, 353, 376, 381, 382,
  ].map((code) => String.fromCharCode(code)),
);

const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '–',
  '\u2015': '—',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2194': '<->',
  '\u21d2': '=>',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2248': '~',
  '\u2713': '',
  '\u2714': '',
  '\u2605': '*',
  '\u25cf': '•',
  '\u25aa': '•',
  '\u0142': 'l',
  '\u0141': 'L',
  '\u0111': 'd',
  '\u0110': 'D',
  '\u0131': 'i',
  '\u00ad': '',
};

function isWinAnsi(char: string): boolean {
  const code = char.charCodeAt(0);
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)
  );
}

export function toWinAnsi(text: string): string {
  let result = '';
  for (const char of text.normalize('NFC').replace(/[\u2000-\u200a\u202f\u205f\t]/g, ' ')) {
    if (isWinAnsi(char)) {
      result += char;
      continue;
    }
    const lookAlike = LOOK_ALIKES[char];
    if (lookAlike !== undefined) {
      result += lookAlike;
      continue;
    }
    const decomposed = char.normalize('NFKD').replace(/\p{M}/gu, '');
    result += decomposed !== '' && Array.from(decomposed).every(isWinAnsi) ? decomposed : '?';
  }
  return result;
}
