// Every page under docs/ compiles and renders with the site's components: an MDX component the
// site lacks, or a code fence Shiki cannot read, fails here rather than in a reader's browser.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mdxComponents } from '@/components/docs/mdx/components';
import { pageFromSource } from './page-source';
import { pageContent } from './render-page';

const docsDir = path.join(import.meta.dirname, '../../../../docs');
const files = readdirSync(docsDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => file.split(path.sep).join('/'));

async function render(relative: string, source: string) {
  const pagePath = relative.replace(/\.mdx?$/, '');
  const page = pageFromSource(pagePath, `docs/${relative}`, source);
  const Content = await pageContent(page);
  return renderToStaticMarkup(
    <Content components={mdxComponents(pagePath, 'https://github.com/acme/docs')} />,
  );
}

describe('docs pages', () => {
  it.each(files)('%s renders', async (file) => {
    const html = await render(file, readFileSync(path.join(docsDir, file), 'utf8'));
    expect(html.length).toBeGreaterThan(200);
  });

  it('highlights code in both modes, gives headings ids and rewrites links', async () => {
    const html = await render(
      'guide/x.md',
      '## Set up\n\n```ts\nconst answer: number = 42;\n```\n\nSee [cases](../hosts/cases.md#errors).\n',
    );
    expect(html).toContain('<h2 id="set-up">');
    expect(html).toMatch(/<pre class="shiki[^"]*"/);
    expect(html).toMatch(/color:light-dark\(#[0-9A-Fa-f]{6}, ?#[0-9A-Fa-f]{6}\)/);
    expect(html).toContain('href="/docs/hosts/cases#errors"');
  });

  it('renders the MDX components', async () => {
    const html = await render(
      'x.mdx',
      '<Note>Read **this**.</Note>\n\n<Steps>\n<Step title="One">\nFirst.\n</Step>\n</Steps>\n\n<CardGroup cols={2}>\n<Card title="Go" icon="rocket" href="/docs/quickstart">Start</Card>\n</CardGroup>\n',
    );
    expect(html).toContain('Note');
    expect(html).toContain('<strong>this</strong>');
    expect(html).toContain('docs-step');
    expect(html).toContain('href="/docs/quickstart"');
    expect(html).toContain('<svg');
  });
});
