import { describe, expect, it } from 'vitest';
import { pageHeadings } from './headings';
import type { DocsPage } from './types';

function page(body: string, format: DocsPage['format'] = 'md'): DocsPage {
  return { path: 'x', title: 'X', body, format, file: 'docs/x.md' };
}

describe('pageHeadings', () => {
  it('gives ids as rehype-slug does, duplicates numbered, inline code kept as text', () => {
    const body =
      '## Errors\n\ntext\n\n### The `status` field\n\n## Errors\n\n```md\n## not a heading\n```\n';
    expect(pageHeadings(page(body))).toEqual([
      { depth: 2, text: 'Errors', id: 'errors' },
      { depth: 3, text: 'The status field', id: 'the-status-field' },
      { depth: 2, text: 'Errors', id: 'errors-1' },
    ]);
  });

  it('reads MDX as MDX: expressions add nothing, headings inside components count', () => {
    const body = '## Total {1 + 1}\n\n<Note>\n\n## Inside\n\n</Note>\n';
    expect(pageHeadings(page(body, 'mdx')).map((heading) => heading.id)).toEqual([
      'total-',
      'inside',
    ]);
  });
});
