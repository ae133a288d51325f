import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@mdx-js/mdx';
import type { Element, Root } from 'hast';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { pageFromSource } from './page-source';
import { buildSearchEntries, MAX_ENTRY_TEXT, packSearchEntries } from './search-index';
import type { ApiDocumentSummary, DocsPage } from './types';

function page(body: string, overrides: Partial<DocsPage> = {}): DocsPage {
  return {
    path: 'guide/page',
    title: 'The page',
    body,
    format: 'md',
    file: 'docs/guide/page.md',
    ...overrides,
  };
}

/** The ids of the h2 and h3 headings as the page renderer (render-page.tsx) gives them. */
async function renderedSectionIds(docsPage: DocsPage): Promise<string[]> {
  const ids: string[] = [];
  const collectIds = () => (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (
        (node.tagName === 'h2' || node.tagName === 'h3') &&
        typeof node.properties.id === 'string'
      ) {
        ids.push(node.properties.id);
      }
    });
  };
  await compile(docsPage.body, {
    format: docsPage.format,
    remarkPlugins: [remarkGfm],
    rehypePlugins: [rehypeSlug, collectIds],
  });
  return ids;
}

function anchorsOf(docsPage: DocsPage): string[] {
  return buildSearchEntries([docsPage], [])
    .map((entry) => entry.href.split('#')[1])
    .filter((anchor) => anchor !== undefined);
}

describe('buildSearchEntries: sections', () => {
  it('gives the text before the first heading its own entry, with the description', () => {
    const entries = buildSearchEntries(
      [page('Intro text.\n\n## First\n\nMore.', { description: 'What it is about.' })],
      [],
    );
    expect(entries[0]).toEqual({
      id: '/docs/guide/page',
      href: '/docs/guide/page',
      pageTitle: 'The page',
      text: 'What it is about. Intro text.',
      kind: 'page',
    });
    expect(entries[1]).toMatchObject({
      href: '/docs/guide/page#first',
      heading: 'First',
      text: 'More.',
    });
  });

  it('splits at h2 and h3 only; h4 headings stay in the text of their section', () => {
    const entries = buildSearchEntries(
      [page('## Two\n\na\n\n### Three\n\nb\n\n#### Four\n\nc\n\n##### Five\n\nd')],
      [],
    );
    expect(entries.map((entry) => [entry.heading, entry.text])).toEqual([
      [undefined, ''],
      ['Two', 'a'],
      ['Three', 'b Four c Five d'],
    ]);
  });

  it('numbers duplicate headings as rehype-slug does, counting every heading level', async () => {
    const docsPage = page(
      [
        '# Errors',
        '## Errors',
        '#### Errors',
        '### Errors',
        '## The `status` field',
        '## The status field',
        '## Errors 1',
        '## Errors',
        '## [Linked](https://example.com) *and* **strong** ![logo](logo.png)',
        '## Ünïcödé & émoji 🎉',
        '- ## In a list',
        '> ### In a quote',
      ].join('\n\n'),
    );
    const anchors = anchorsOf(docsPage);
    expect(anchors).toEqual([
      'errors-1',
      'errors-3',
      'the-status-field',
      'the-status-field-1',
      'errors-1-1',
      'errors-4',
      'linked-and-strong-',
      'ünïcödé--émoji-',
      'in-a-list',
      'in-a-quote',
    ]);
    expect(anchors).toEqual(await renderedSectionIds(docsPage));
  });

  it('agrees with the renderer on MDX headings with JSX and expressions in them', async () => {
    const docsPage = page(
      [
        "import { Badge } from './badge'",
        '## Setup <Badge>new</Badge>',
        '## Total {1 + 1}',
        '<Steps>',
        '### Inside a component',
        '</Steps>',
        '## Setup',
      ].join('\n\n'),
      { format: 'mdx', file: 'docs/guide/page.mdx' },
    );
    const anchors = anchorsOf(docsPage);
    expect(anchors).toEqual(['setup-new', 'total-', 'inside-a-component', 'setup']);
    expect(anchors).toEqual(await renderedSectionIds(docsPage));
  });

  // Renders every page of the docs (some 20 and growing): seconds on a loaded machine, which
  // is not what this test is about.
  it('agrees with the renderer on every page under docs/', async () => {
    const docsDir = fileURLToPath(new URL('../../../../docs', import.meta.url));
    const files = readdirSync(docsDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.mdx?$/.test(file),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const docsPage = pageFromSource(
        file
          .replace(/\.mdx?$/, '')
          .split(path.sep)
          .join('/'),
        `docs/${file}`,
        readFileSync(path.join(docsDir, file), 'utf8'),
      );
      expect(anchorsOf(docsPage), file).toEqual(await renderedSectionIds(docsPage));
    }
  }, 30_000);
});

describe('buildSearchEntries: text', () => {
  it('removes Markdown syntax and keeps what a reader sees', () => {
    const [entry] = buildSearchEntries(
      [
        page(
          [
            'Some **bold**, _emphasis_, ~~gone~~ and `code`: see [the guide](../guide.md "Guide").',
            '![a diagram](diagram.png)',
            '- one\n- two',
            '| name | meaning |\n| --- | --- |\n| `id` | the key |',
            '> quoted',
            '[ref]: https://example.com',
            '<div class="note">raw HTML is not rendered</div>',
          ].join('\n\n'),
        ),
      ],
      [],
    );
    expect(entry?.text).toBe(
      'Some bold, emphasis, gone and code: see the guide. one two name meaning id the key quoted',
    );
  });

  it('keeps code blocks as text, with their whitespace collapsed', () => {
    const [, entry] = buildSearchEntries(
      [
        page(
          '## Run it\n\n```sh\ncurl -H "Authorization: Bearer $TOKEN" \\\n    http://localhost:4000/api\n```\n',
        ),
      ],
      [],
    );
    expect(entry?.text).toBe('curl -H "Authorization: Bearer $TOKEN" \\ http://localhost:4000/api');
  });

  it('removes MDX tags, imports, exports and expressions but keeps their text and titles', () => {
    const body = [
      "import { Chart } from './chart'",
      'export const answer = 42',
      '<Note>\n  Tokens are shown **once**.\n</Note>',
      '<CardGroup cols={2}>\n  <Card title="Embedding" href="/docs/hosts/embedding" icon="plug">\n    Add the element to a page.\n  </Card>\n</CardGroup>',
      'The answer is {answer}, see <Chart kind="bar" />.',
      '{/* a comment for editors */}',
      '```jsx\n<Note>shown as code</Note>\n```',
    ].join('\n\n');
    const [entry] = buildSearchEntries([page(body, { format: 'mdx' })], []);
    expect(entry?.text).toBe(
      'Tokens are shown once. Embedding Add the element to a page. The answer is , see . <Note>shown as code</Note>',
    );
  });

  it('falls back to Markdown for a page that is not valid MDX', () => {
    const entries = buildSearchEntries(
      [page('## Broken\n\nA <Note unclosed text', { format: 'mdx' })],
      [],
    );
    expect(entries[1]).toMatchObject({ heading: 'Broken', href: '/docs/guide/page#broken' });
  });

  it(`caps an entry at ${MAX_ENTRY_TEXT} characters, on a word boundary`, () => {
    const long = Array.from({ length: 800 }, (_, i) => `word${i}`).join(' ');
    const [entry] = buildSearchEntries([page(long)], []);
    expect(entry?.text.length).toBeLessThanOrEqual(MAX_ENTRY_TEXT);
    expect(entry?.text.length).toBeGreaterThan(MAX_ENTRY_TEXT - 20);
    expect(long.startsWith(`${entry?.text ?? ''} `)).toBe(true);
  });
});

describe('buildSearchEntries: API operations', () => {
  const document: ApiDocumentSummary = {
    source: 'openapi/plants.json',
    slug: 'plant-store-api',
    title: 'Plant Store API',
    version: '1.0.0',
    operations: [
      {
        pagePath: 'api-reference/plant-store-api/list-plants',
        slug: 'list-plants',
        method: 'get',
        path: '/plants',
        title: 'List plants',
        description: 'Lists the **plants** the caller [can see](#access).',
        tags: ['plants', 'catalogue'],
        deprecated: false,
      },
      {
        pagePath: 'api-reference/plant-store-api/delete-plant',
        slug: 'delete-plant',
        method: 'delete',
        path: '/plants/{id}',
        title: 'Delete a plant',
        tags: [],
        deprecated: true,
      },
    ],
  };

  it('makes one entry per operation, after the pages', () => {
    const entries = buildSearchEntries([page('Intro.')], [document]);
    expect(entries.slice(1)).toEqual([
      {
        id: '/docs/api-reference/plant-store-api/list-plants',
        href: '/docs/api-reference/plant-store-api/list-plants',
        pageTitle: 'List plants',
        heading: 'GET /plants',
        text: 'Lists the plants the caller can see. plants catalogue Plant Store API',
        kind: 'api',
      },
      {
        id: '/docs/api-reference/plant-store-api/delete-plant',
        href: '/docs/api-reference/plant-store-api/delete-plant',
        pageTitle: 'Delete a plant',
        heading: 'DELETE /plants/{id}',
        text: 'Deprecated. Plant Store API',
        kind: 'api',
      },
    ]);
  });

  it('skips a document that failed to load', () => {
    const failed: ApiDocumentSummary = { ...document, operations: [], error: 'Not found.' };
    expect(buildSearchEntries([], [failed])).toEqual([]);
  });

  it('keeps ids unique when a Markdown page has an operation’s URL', () => {
    const clash = page('Hand-written.', { path: 'api-reference/plant-store-api/list-plants' });
    const entries = buildSearchEntries([clash], [document]);
    expect(entries.filter((entry) => entry.id === `/docs/${clash.path}`)).toHaveLength(1);
    expect(entries[0]?.kind).toBe('page');
  });
});

describe('packSearchEntries', () => {
  it('writes each page’s title and path once and leaves out the ids', () => {
    const entries = buildSearchEntries([page('Intro.\n\n## First\n\nOne.')], []);
    expect(packSearchEntries(entries)).toEqual({
      pages: [
        {
          href: '/docs/guide/page',
          title: 'The page',
          kind: 'page',
          sections: [{ text: 'Intro.' }, { anchor: 'first', heading: 'First', text: 'One.' }],
        },
      ],
    });
  });
});
