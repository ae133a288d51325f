/**
 * Lines of text rebuilt from positioned PDF text runs — pure geometry, no PDF library: runs are
 * grouped into lines by baseline, ordered left to right, and a line that was only wrapped (it
 * reaches the right edge and the next line starts where its text started) is joined back.
 */
import { joinWrapped } from './text/lines.js';

export interface TextRun {
  text: string;
  x: number;
  /** Baseline, PDF style: growing upwards. */
  y: number;
  width: number;
  size: number;
  bold: boolean;
}

export interface TextLine {
  text: string;
  /** Where the line starts, and where its text starts after a bullet glyph. */
  x: number;
  textX: number;
  right: number;
  y: number;
  size: number;
  bold: boolean;
  /** Extra space above it (a new paragraph, entry or section). */
  gapBefore: boolean;
}

const BULLET_GLYPH = /^[•●○◦▪■□‣➢➤►▶✓✔❖◆◇–-]$/;
/** "Page 2 of 3", "2 / 3", a lone page number. */
const PAGE_NUMBER = /^(page\s+)?\d{1,3}(\s*(of|\/)\s*\d{1,3})?$/i;

function isBlank(run: TextRun): boolean {
  return run.text.trim() === '';
}

/** Group one page's runs into lines, top to bottom. */
function pageLines(runs: readonly TextRun[]): TextLine[] {
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x - b.x);
  const groups: TextRun[][] = [];
  for (const run of sorted) {
    const group = groups.at(-1);
    const first = group?.[0];
    if (
      group &&
      first &&
      Math.abs(first.y - run.y) <= Math.max(2, 0.4 * Math.min(first.size, run.size))
    )
      group.push(run);
    else groups.push([run]);
  }
  const lines: TextLine[] = [];
  for (const group of groups) {
    const line = toLine(group.sort((a, b) => a.x - b.x));
    if (line !== undefined && !PAGE_NUMBER.test(line.text)) lines.push(line);
  }
  return lines;
}

function toLine(runs: readonly TextRun[]): TextLine | undefined {
  const visible = runs.filter((run) => !isBlank(run));
  const first = visible[0];
  if (first === undefined) return undefined;
  let text = '';
  let previousEnd: number | undefined;
  for (const run of runs) {
    const gap = previousEnd === undefined ? 0 : run.x - previousEnd;
    // A wide gap separates columns ("Senior Engineer, Acme        Jan 2019 – Present"): a tab
    // here, three spaces in the output, which the text importer reads as a separator. A gap of
    // a fifth of the font size is a space the PDF did not write as a character.
    if (gap > 2 * run.size) text += '\t';
    else if (gap > 0.2 * run.size && !/\s$/.test(text) && !/^\s/.test(run.text)) text += ' ';
    text += run.text;
    previousEnd = run.x + run.width;
  }
  const second = visible[1];
  const textX = BULLET_GLYPH.test(first.text.trim()) && second !== undefined ? second.x : first.x;
  return {
    text: text.trim().replace(/\s+/g, (space) => (space.includes('\t') ? '   ' : ' ')),
    x: first.x,
    textX,
    right: Math.max(...visible.map((run) => run.x + run.width)),
    y: first.y,
    size: Math.max(...visible.map((run) => run.size)),
    bold: visible.every((run) => run.bold),
    gapBefore: false,
  };
}

/** A round or arrow bullet, as its own run or typed before the text ("• Built …"). */
const ROUND_BULLET_START = /^[•●○◦▪■□‣➢➤►▶✓✔❖◆◇]/;
/** A dash bullet ("– Built …"), which a wrapped line may also start with. */
const DASH_BULLET_START = /^([–-])\s/;

function startsWithBullet(line: TextLine): boolean {
  return (
    (BULLET_GLYPH.test(line.text.charAt(0)) && line.textX > line.x) ||
    ROUND_BULLET_START.test(line.text)
  );
}

/**
 * Whether a line opens a new list item rather than continuing the one above. A dash counts
 * only when the item above started with the same dash: "– to 95 ms" may be a wrapped line, but
 * not in the middle of a list of "–" items.
 */
function opensItem(line: TextLine, above: TextLine): boolean {
  if (startsWithBullet(line)) return true;
  const dash = DASH_BULLET_START.exec(line.text)?.[1];
  return dash !== undefined && above.text.startsWith(`${dash} `);
}

/**
 * Lines of all pages, wrapped lines joined. A page break between two lines counts as a normal
 * line gap, so a paragraph that runs over a page is joined too.
 */
export function rebuildLines(pages: readonly (readonly TextRun[])[]): TextLine[] {
  const result: TextLine[] = [];
  for (const runs of pages) {
    const lines = pageLines(runs);
    const left = Math.min(...lines.map((line) => line.x));
    const right = Math.max(...lines.map((line) => line.right));
    const wrapZone = right - 0.25 * (right - left);
    lines.forEach((line, index) => {
      const above = index === 0 ? undefined : lines[index - 1];
      const gap = above === undefined ? 0 : above.y - line.y;
      const previous = result.at(-1);
      const isNormalGap = above === undefined || gap <= 1.6 * Math.max(line.size, above.size);
      const wraps =
        previous !== undefined &&
        isNormalGap &&
        !opensItem(line, previous) &&
        Math.abs(previous.size - line.size) < 0.5 &&
        previous.bold === line.bold &&
        Math.abs(line.x - previous.textX) < 2 &&
        previous.right >= wrapZone;
      if (wraps) {
        previous.text = joinWrapped(previous.text, line.text);
        previous.right = line.right;
        return;
      }
      result.push({ ...line, gapBefore: !isNormalGap });
    });
  }
  return result;
}

/**
 * The lines as input for the text importer: blank lines where the layout left space, bold
 * lines as `**…**` (a bold line opens an entry).
 */
export function linesToText(lines: readonly TextLine[]): string {
  const out: string[] = [];
  for (const line of lines) {
    if (line.gapBefore && out.length > 0) out.push('');
    out.push(line.bold && !startsWithBullet(line) ? `**${line.text}**` : line.text);
  }
  return out.join('\n');
}
