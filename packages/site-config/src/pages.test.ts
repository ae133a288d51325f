import { describe, expect, it } from 'vitest';
import { type DocsFolder, isRelativeUrl, missingFileErrors, missingPageErrors } from './pages';
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

describe('missingFileErrors', () => {
  const files = new Set([
    'images/logo-light.svg',
    'images/logo-dark.svg',
    'favicon.svg',
    '../backend/openapi.json',
  ]);
  const hasFile = (path: string) => files.has(path);

  it('accepts images inside docs and OpenAPI files anywhere, and leaves URLs alone', () => {
    const config: SiteConfig = {
      name: 'x',
      navigation: [],
      logo: { light: '/images/logo-light.svg', dark: 'images/logo-dark.svg' },
      favicon: '/favicon.svg',
      backgroundImage: 'https://cdn.example.com/bg.png',
      openapi: ['../backend/openapi.json', 'https://api.example.com/openapi.json'],
    };
    expect(missingFileErrors(config, hasFile)).toEqual([]);
  });

  it('names each missing file by its JSON path', () => {
    const config: SiteConfig = {
      name: 'x',
      navigation: [],
      logo: '/images/logo.svg',
      favicon: '../favicon.svg',
      backgroundImage: '/images/bg.png',
      openapi: 'openapi/missing.yaml',
    };
    expect(missingFileErrors(config, hasFile)).toEqual([
      {
        path: 'logo',
        message: 'names "/images/logo.svg", but docs/images/logo.svg does not exist',
      },
      { path: 'favicon', message: 'must name a file inside docs/, not "../favicon.svg"' },
      {
        path: 'backgroundImage',
        message: 'names "/images/bg.png", but docs/images/bg.png does not exist',
      },
      {
        path: 'openapi',
        message: 'names "openapi/missing.yaml", but docs/openapi/missing.yaml does not exist',
      },
    ]);
  });

  it('indexes the entries of an openapi list', () => {
    const config: SiteConfig = {
      name: 'x',
      navigation: [],
      openapi: ['../backend/openapi.json', 'gone.json'],
    };
    expect(missingFileErrors(config, hasFile)).toEqual([
      { path: 'openapi[1]', message: 'names "gone.json", but docs/gone.json does not exist' },
    ]);
  });
});
