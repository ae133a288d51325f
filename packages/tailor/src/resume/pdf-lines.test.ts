import { describe, expect, it } from 'vitest';
import { linesToText, rebuildLines, type TextRun } from './pdf-lines.js';
import { joinWrapped } from './text/lines.js';

function run(
  text: string,
  x: number,
  y: number,
  options: { size?: number; bold?: boolean; width?: number } = {},
): TextRun {
  const size = options.size ?? 10;
  return {
    text,
    x,
    y,
    width: options.width ?? text.length * size * 0.5,
    size,
    bold: options.bold ?? false,
  };
}

describe('rebuildLines', () => {
  it('orders runs top to bottom, then left to right, and spaces runs apart by their gaps', () => {
    const column = run('A line as wide as the column', 50, 720, { width: 450 });
    const lines = rebuildLines([
      [
        run('world', 80, 700, { width: 25 }),
        column,
        run('Hello', 50, 700, { width: 25 }),
        run('Second', 50, 686),
      ],
    ]);
    expect(lines.map((line) => line.text)).toEqual([
      'A line as wide as the column',
      'Hello world',
      'Second',
    ]);
  });

  it('keeps a wide gap between columns as three spaces', () => {
    const page = [
      run('Senior Engineer, Acme', 50, 700, { width: 100 }),
      run('2019 – 2021', 450, 700, { width: 50 }),
    ];
    expect(rebuildLines([page]).map((line) => line.text)).toEqual([
      'Senior Engineer, Acme   2019 – 2021',
    ]);
  });

  it('joins a line that wrapped at the right edge to the one above, keeping bullets apart', () => {
    const page = [
      run('•', 50, 700, { width: 4 }),
      run('A long bullet that reaches the right edge of the column and wraps', 62, 700, {
        width: 400,
      }),
      run('onto this line', 62, 687, { width: 60 }),
      run('•', 50, 674, { width: 4 }),
      run('Next bullet', 62, 674, { width: 50 }),
    ];
    expect(rebuildLines([page]).map((line) => line.text)).toEqual([
      '• A long bullet that reaches the right edge of the column and wraps onto this line',
      '• Next bullet',
    ]);
  });

  it('keeps dash bullets typed with their text apart, but joins a wrapped line that starts with a dash', () => {
    const page = [
      run('– First item that is long enough to reach the right edge of the text column', 60, 700, {
        width: 440,
      }),
      run('– Second item', 60, 687, { width: 60 }),
      run('A sentence that runs to the right edge of the column, from 420 ms', 50, 660, {
        width: 450,
      }),
      run('– to 95 ms.', 50, 647, { width: 50 }),
    ];
    expect(rebuildLines([page]).map((line) => line.text)).toEqual([
      '– First item that is long enough to reach the right edge of the text column',
      '– Second item',
      'A sentence that runs to the right edge of the column, from 420 ms – to 95 ms.',
    ]);
  });

  it('does not join a short line, a bold line or a line after a wide gap', () => {
    const page = [
      run('Short line', 50, 700, { width: 50 }),
      run('Not a continuation', 50, 687, { width: 450 }),
      run('Bold heading', 50, 674, { width: 60, bold: true }),
      run('After a gap', 50, 630, { width: 60 }),
    ];
    const lines = rebuildLines([page]);
    expect(lines.map((line) => [line.text, line.gapBefore])).toEqual([
      ['Short line', false],
      ['Not a continuation', false],
      ['Bold heading', false],
      ['After a gap', true],
    ]);
    expect(linesToText(lines)).toBe(
      'Short line\nNot a continuation\n**Bold heading**\n\nAfter a gap',
    );
  });

  it('joins a paragraph that runs over a page break, and drops page numbers', () => {
    const first = [
      run('A paragraph that fills the whole width of the column before the break', 50, 80, {
        width: 450,
      }),
      run('Page 1 of 2', 250, 30, { width: 40 }),
    ];
    const second = [run('and goes on here.', 50, 780, { width: 80 })];
    expect(rebuildLines([first, second]).map((line) => line.text)).toEqual([
      'A paragraph that fills the whole width of the column before the break and goes on here.',
    ]);
  });
});

describe('joinWrapped', () => {
  it('joins with a space, but not after a compound hyphen or a slash in a URL', () => {
    expect(joinWrapped('built the', 'API')).toBe('built the API');
    expect(joinWrapped('exactly-', 'once')).toBe('exactly-once');
    expect(joinWrapped('https://github.com/', 'jane')).toBe('https://github.com/jane');
    expect(joinWrapped('from 2019 -', 'today')).toBe('from 2019 - today');
  });
});
