import { describe, expect, it } from 'vitest';
import { type DocsFolder, isRelativeUrl, missingPageErrors } from './pages';
import type { SiteConfig } from './schema';

/** A docs folder holding these pages (paths without extension). */
function folderOf(...pages: string[]): DocsFolder {
  return {
    hasPage: (page) => pages.includes(page),
    hasPageFolder: (folder) => pages.some((page) => page.startsWith(`${folder}/`)),
  };
}

describe('isRelativeUrl', () => {
  it.each([
    ['guides', true],
    ['/api-reference', true],
    ['api-reference/engine', true],
    ['https://github.com/acme', false],
    ['mailto:support@example.com', false],
    ['//cdn.example.com/x', false],
  ])('%s → %s', (url, relative) => {
    expect(isRelativeUrl(url)).toBe(relative);
  });
});

describe('missingPageErrors', () => {
  const docs = folderOf('index', 'guides/tailoring', 'api-reference/introduction');

  it('accepts a configuration whose pages, anchors and tabs all exist', () => {
    const config: SiteConfig = {
      name: 'Resume Agent',
      navigation: [{ group: 'Start', pages: ['index', '/guides/tailoring'] }, { group: 'Empty' }],
      anchors: [
        { name: 'API', url: 'api-reference' },
        { name: 'GitHub', url: 'https://github.com/acme' },
        { name: 'Start', url: '/index' },
        { name: 'Icon only' },
      ],
      tabs: [{ name: 'Guides', url: 'guides/' }],
    };
    expect(missingPageErrors(config, docs)).toEqual([]);
  });

  it('names each missing page and each anchor or tab without pages by its path', () => {
    const config: SiteConfig = {
      name: 'Resume Agent',
      navigation: [{ pages: ['index'] }, { group: 'Guides', pages: ['guides/tailoring', 'faq'] }],
      anchors: [{ name: 'Blog', url: 'blog' }],
      tabs: [
        { name: 'API', url: 'api-reference' },
        { name: 'SDK', url: 'sdk' },
      ],
    };
    expect(missingPageErrors(config, docs, 'docs')).toEqual([
      {
        path: 'navigation[1].pages[1]',
        message: 'names page "faq", but neither docs/faq.md nor docs/faq.mdx exists',
      },
      {
        path: 'anchors[0].url',
        message: 'names "blog", but docs/ has no blog/ folder of pages and no blog.md(x) page',
      },
      {
        path: 'tabs[1].url',
        message: 'names "sdk", but docs/ has no sdk/ folder of pages and no sdk.md(x) page',
      },
    ]);
  });

  it('refuses paths that leave the docs folder', () => {
    const config: SiteConfig = {
      name: 'Resume Agent',
      navigation: [{ pages: ['../README'] }],
      anchors: [{ url: '..' }],
    };
    expect(missingPageErrors(config, folderOf('../README'))).toEqual([
      { path: 'navigation[0].pages[0]', message: 'must name a page inside docs/, not "../README"' },
      { path: 'anchors[0].url', message: 'must name a folder inside docs/, not ".."' },
    ]);
  });
});
