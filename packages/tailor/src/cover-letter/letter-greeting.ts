/**
 * A cover letter's greeting: where it is, whether it names someone, and the letter greeting
 * someone by name instead. The review of a letter (with its "Greet Marcus Chen" on the job page)
 * and the application page's "Who it goes to" read greetings through this module alone, so they
 * never disagree about whether a letter greets the hiring manager. It imports nothing, so a
 * browser bundle takes it alone (`@resume-agent/tailor/letter-greeting`).
 */

/** Lower-cased words of two letters or more ("Anne-Marie" is "anne" and "marie"). */
function wordsOf(text: string): string[] {
  return text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{M}]+/u)
    .filter((word) => word.length >= 2);
}

const OPENING = String.raw`^(?:dear|hello|hi|hey|greetings|good (?:morning|afternoon|day)|to whom)\b`;
/** The words a letter's greeting opens with. */
const GREETING_WORD = new RegExp(OPENING, 'iu');
/**
 * A greeting up to the punctuation that ends it, a few words at most: "Dear Brightwave Hiring
 * Team," "To whom it may concern:" "Hello team!". "Hi I am writing to apply for the role, …" is
 * a sentence, not a salutation. Bounded, so a long line costs no backtracking.
 */
const SALUTATION = new RegExp(`${OPENING}(?:[ \\t]+[^\\s,:!]+){0,6}[ \\t]*[,:!]`, 'iu');
/** Up to this many words, a greeting without that punctuation is alone ("Dear Hiring Manager"). */
const MAX_BARE_GREETING_WORDS = 6;
/**
 * A line of more words than this is a paragraph of the letter. A sender's name, address, date and
 * a "Re:" line, which may come before the greeting, are shorter.
 */
export const MAX_HEADER_LINE_WORDS = 12;

function wordCount(line: string): number {
  const text = line.trim();
  return text === '' ? 0 : text.split(/\s+/u).length;
}

function opensWithGreeting(line: string): boolean {
  return GREETING_WORD.test(line.trim());
}

/**
 * A greeting of a name alone, with the comma that ends it: "Sarah," "Ms. Okafor," "Hiring Team,".
 * Up to four capitalised words; a letter's closing ("Best regards,") is no greeting.
 */
const NAME_SALUTATION = /^\p{Lu}[\p{L}\p{M}'’.-]*(?:[ \t]+\p{Lu}[\p{L}\p{M}'’.-]*){0,3}[ \t]*,$/u;
const CLOSING =
  /^(?:best|kind|warm|warmest|many|with|yours|sincerely|regards|thanks|thank|cheers|respectfully|cordially)\b/iu;

function isNameSalutation(line: string): boolean {
  const text = line.trim();
  return NAME_SALUTATION.test(text) && !CLOSING.test(text);
}

/** A line that greets: it opens with a greeting word, or is a name and a comma alone. */
function isGreeting(line: string): boolean {
  return opensWithGreeting(line) || isNameSalutation(line);
}

/**
 * Where the letter's greeting is in `lines`: the first line that greets (isGreeting) before the
 * letter's first paragraph (a sender's address and a date may come first); failing that, the
 * first line with text; -1 when there is no text at all.
 */
function greetingIndex(lines: readonly string[]): number {
  for (const [index, line] of lines.entries()) {
    if (isGreeting(line)) return index;
    if (wordCount(line) > MAX_HEADER_LINE_WORDS) break;
  }
  return lines.findIndex((line) => line.trim() !== '');
}

/** The letter's greeting line, trimmed; null when the letter has no text. */
export function greetingLineOf(letterText: string): string | null {
  const lines = letterText.split('\n');
  const index = greetingIndex(lines);
  return index === -1 ? null : (lines[index] ?? '').trim();
}

/**
 * Where the letter's greeting is, as offsets into the text: the salutation alone when the line
 * goes on after it ("Dear team," of "Dear team, I am writing…"), the whole line when it is a
 * greeting alone; null when the letter has no line that greets.
 */
export function greetingSpanOf(letterText: string): { start: number; end: number } | null {
  const lines = letterText.split('\n');
  const index = greetingIndex(lines);
  const line = lines[index] ?? '';
  if (index === -1 || !isGreeting(line)) return null;
  const start = offsetOfLine(lines, index) + (line.length - line.trimStart().length);
  const text = line.trim();
  if (isNameSalutation(text)) return { start, end: start + text.slice(0, -1).trimEnd().length };
  const salutation = SALUTATION.exec(text);
  // The punctuation ending a salutation is left out: the span is the words that greet. A long
  // line that only opens with a greeting word ("Hi I am writing…") is pointed at by that word.
  const length =
    salutation !== null
      ? salutation[0].slice(0, -1).trimEnd().length
      : wordCount(text) <= MAX_BARE_GREETING_WORDS
        ? text.length
        : (GREETING_WORD.exec(text)?.[0].length ?? text.length);
  return { start, end: start + length };
}

/**
 * Whether the letter's greeting names them: "Dear Marcus Chen," and "Dear Mr Chen," do, "Dear
 * Brightwave Hiring Team," does not. Any word of the name counts, whichever order it is written
 * in.
 */
export function greetsByName(letterText: string, name: string): boolean {
  const greeted = new Set(wordsOf(greetingLineOf(letterText) ?? ''));
  return wordsOf(name).some((word) => greeted.has(word));
}

/** A change to a text: what is from `start` to `end` (UTF-16 offsets) becomes `text`. */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

/** The text with the edit made. */
export function withEdit(text: string, edit: TextEdit): string {
  return `${text.slice(0, edit.start)}${edit.text}${text.slice(edit.end)}`;
}

/**
 * The change that has the letter greet `name` ("Dear Marcus Chen,"), every other word kept: a
 * greeting line ("Dear Hiring Team," or "Sarah,") is replaced; a salutation that the line goes on after is replaced alone ("Dear
 * team, I am writing…" becomes "Dear Marcus Chen, I am writing…"); a letter without a greeting
 * gets one before its first paragraph, after any sender's address.
 */
export function greetingEdit(letterText: string, name: string): TextEdit {
  const greeting = `Dear ${name.trim()},`;
  const lines = letterText.split('\n');
  const index = greetingIndex(lines);
  if (index === -1) return { start: 0, end: letterText.length, text: greeting };
  const line = lines[index] ?? '';
  const text = line.trimStart();
  const start = offsetOfLine(lines, index) + (line.length - text.length);
  const before = (lineIndex: number): TextEdit => {
    const offset = offsetOfLine(lines, lineIndex);
    return { start: offset, end: offset, text: `${greeting}\n\n` };
  };
  if (isNameSalutation(text)) return { start, end: start + text.length, text: greeting };
  if (opensWithGreeting(text)) {
    const salutation = SALUTATION.exec(text);
    if (salutation !== null) return { start, end: start + salutation[0].length, text: greeting };
    if (wordCount(text) <= MAX_BARE_GREETING_WORDS)
      return { start, end: start + text.length, text: greeting };
    // A sentence that opens with "Hi": no salutation to take out without taking words with it.
    return before(index);
  }
  const firstParagraph = lines.findIndex((each) => wordCount(each) > MAX_HEADER_LINE_WORDS);
  return before(firstParagraph === -1 ? index : firstParagraph);
}

/** The letter greeting `name`: `greetingEdit` made. */
export function greetingByName(letterText: string, name: string): string {
  return withEdit(letterText, greetingEdit(letterText, name));
}

/** Where line `index` of `lines` (a text split at "\n") starts in the text. */
function offsetOfLine(lines: readonly string[], index: number): number {
  return lines.slice(0, index).reduce((offset, line) => offset + line.length + 1, 0);
}
