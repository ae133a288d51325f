/**
 * A cover letter's greeting, its first line that has text: whether it names someone, and the
 * letter greeting someone else instead. Pure, so it can be tested without a browser.
 */

/** Lower-cased words of two letters or more ("Anne-Marie" is "anne" and "marie"). */
function wordsOf(text: string): string[] {
  return text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{M}]+/u)
    .filter((word) => word.length >= 2);
}

/** Where the first line with text is in `lines`; -1 when there is none. */
function greetingIndex(lines: readonly string[]): number {
  return lines.findIndex((line) => line.trim() !== '');
}

/**
 * Whether the letter's first line names them: "Dear Marcus Chen," and "Dear Mr Chen," do,
 * "Dear Brightwave Hiring Team," does not. Any word of the name counts, whichever order it is
 * written in.
 */
export function greetsByName(letterText: string, name: string): boolean {
  const lines = letterText.split('\n');
  const greeted = new Set(wordsOf(lines[greetingIndex(lines)] ?? ''));
  return wordsOf(name).some((word) => greeted.has(word));
}

/** The words a letter's greeting opens with. */
const GREETING_WORD = /^(dear|hello|hi|hey|greetings|good (morning|afternoon|day)|to whom)\b/iu;

/**
 * Whether the line is a greeting and nothing more, so that replacing it loses nothing: it opens
 * with a greeting word and ends as a greeting does ("Dear Hiring Team," "To whom it may concern:"
 * "Hello team!"), or is a few words long ("Dear Hiring Manager"). "Dear team, I am writing to
 * apply for the role." goes on after the greeting, and is no greeting line.
 */
function isGreetingLine(line: string): boolean {
  const text = line.trim();
  if (text.length > 120 || !GREETING_WORD.test(text)) return false;
  return /[,:!]$/u.test(text) || text.split(/\s+/u).length <= 6;
}

/**
 * The letter greeting `name` ("Dear Marcus Chen,"): its greeting line replaced, or the greeting
 * put before the first line when that one is not a greeting alone ("I am applying for …").
 */
export function greetingByName(letterText: string, name: string): string {
  const greeting = `Dear ${name.trim()},`;
  const lines = letterText.split('\n');
  const index = greetingIndex(lines);
  if (index === -1) return greeting;
  const first = lines[index] ?? '';
  if (isGreetingLine(first)) {
    lines[index] = greeting;
    return lines.join('\n');
  }
  return `${greeting}\n\n${letterText}`;
}
