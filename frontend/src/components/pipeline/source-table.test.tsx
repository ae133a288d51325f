import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SourceFunnelEntry } from './source-stats';
import { SourceTable } from './source-table';

function entry(source: string | null, applied: number, interviewing: number, offer = 0) {
  return {
    source,
    funnel: [
      { status: 'applied', count: applied },
      { status: 'interviewing', count: interviewing },
      { status: 'offer', count: offer },
      { status: 'accepted', count: 0 },
    ],
  } satisfies SourceFunnelEntry;
}

/** The table's rows as their cells' text. */
function rowsOf(html: string): string[][] {
  const body = /<tbody[^>]*>(.*)<\/tbody>/su.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr>(.*?)<\/tr>/gsu)].map((row) =>
    [...(row[1] ?? '').matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gsu)].map((cell) =>
      (cell[1] ?? '')
        .replace(/<[^>]+>/gu, '')
        .replace(/<!-- -->/gu, '')
        .replace(/\s+/gu, ' ')
        .trim(),
    ),
  );
}

describe('SourceTable', () => {
  it('draws each source with its interview rate, "No source" last', () => {
    const html = renderToStaticMarkup(
      <SourceTable
        sources={[entry('LinkedIn', 5, 2, 1), entry('Referral', 2, 2), entry(null, 3, 0)]}
      />,
    );
    expect(html).toContain('Where your interviews come from');
    expect(rowsOf(html)).toEqual([
      ['LinkedIn', '5', '2 of 5 · 40%', '1'],
      ['Referral', '2', '2 of 2 · 100%', '0'],
      ['No source', '3', '0 of 3 · 0%', '0'],
    ]);
  });

  it('draws nothing while no application that was sent has a source', () => {
    expect(renderToStaticMarkup(<SourceTable sources={[entry(null, 3, 1)]} />)).toBe('');
  });
});
