import { withDefaults, type SiteConfig } from '@resume-agent/site-config';
import { describe, expect, it } from 'vitest';
import { homePage, locatePage, siteGroups, tabOf } from './navigation';
import type { ApiDocumentSummary, DocsPage } from './types';

const config = withDefaults({
  name: 'Docs',
  navigation: [
    { group: 'Start', pages: ['introduction', 'quickstart'] },
    { group: 'Hosts', pages: ['hosts/embedding', 'hosts/cases'] },
    { group: 'Old', pages: ['v0/upgrading'] },
    { group: 'Inside', pages: ['contributing/development'] },
    { group: 'API', pages: ['api-reference/introduction', 'api-reference/missing'] },
  ],
  versions: ['v1', 'v0'],
  anchors: [
    { name: 'For hosts', url: 'hosts', icon: 'plug' },
    { name: 'Upgrading', url: '/v0/', version: 'v0' },
    { name: 'Contributing', url: 'contributing', isDefaultHidden: true },
    { name: 'Community', url: 'https://example.com/forum' },
  ],
  tabs: [{ name: 'API reference', url: 'api-reference' }],
} satisfies SiteConfig);

const paths = [
  'introduction',
  'quickstart',
  'hosts/embedding',
  'hosts/cases',
  'v0/upgrading',
  'contributing/development',
  'api-reference/introduction',
];
const pages = new Map<string, DocsPage>(
  paths.map((path) => [
    path,
    { path, title: `Title of ${path}`, body: '', format: 'md', file: `docs/${path}.md` },
  ]),
);
const apiDocuments: ApiDocumentSummary[] = [
  {
    source: 'plants.json',
    slug: 'plants',
    title: 'Plant API',
    operations: [
      {
        pagePath: 'api-reference/plants/list-plants',
        slug: 'list-plants',
        method: 'get',
        path: '/plants',
        title: 'List plants',
        tags: [],
        deprecated: false,
      },
    ],
  },
];
const groups = siteGroups(config, pages, apiDocuments);

describe('siteGroups', () => {
  it('keeps the navigation order, drops pages without a file and appends one group per API', () => {
    expect(groups.map((group) => group.name)).toEqual([
      'Start',
      'Hosts',
      'Old',
      'Inside',
      'API',
      'Plant API',
    ]);
    expect(groups[4]?.pages.map((page) => page.path)).toEqual(['api-reference/introduction']);
    expect(groups[5]?.pages[0]).toMatchObject({
      method: 'get',
      href: '/docs/api-reference/plants/list-plants',
    });
  });
});

describe('locatePage', () => {
  it('shows the top anchor’s groups for a page outside every anchor, with its neighbours', () => {
    const location = locatePage(config, groups, 'quickstart');
    expect(location).toMatchObject({ tab: 'primary', anchor: 'top' });
    expect(location.groups.map((group) => group.name)).toEqual(['Start']);
    expect(location.previous?.path).toBe('introduction');
    expect(location.next).toBeUndefined();
  });

  it('selects an anchor by URL prefix and links each anchor to its first page', () => {
    const location = locatePage(config, groups, 'hosts/cases');
    expect(location.anchor).toBe('anchor:0');
    expect(location.groups.map((group) => group.name)).toEqual(['Hosts']);
    expect(location.anchors.map((anchor) => [anchor.name, anchor.href])).toEqual([
      ['Documentation', '/docs/introduction'],
      ['For hosts', '/docs/hosts/embedding'],
      ['Upgrading', '/docs/v0/upgrading'],
      ['Community', 'https://example.com/forum'],
    ]);
  });

  it('hides an isDefaultHidden anchor except from the pages inside it', () => {
    const outside = locatePage(config, groups, 'introduction');
    expect(outside.anchors.some((anchor) => anchor.name === 'Contributing')).toBe(false);
    const inside = locatePage(config, groups, 'contributing/development');
    expect(inside.anchors.find((anchor) => anchor.name === 'Contributing')?.href).toBe(
      '/docs/contributing/development',
    );
    expect(inside.groups.map((group) => group.name)).toEqual(['Inside']);
  });

  it('names the version of a page in a versioned anchor and marks the anchor', () => {
    const location = locatePage(config, groups, 'v0/upgrading');
    expect(location.version).toBe('v0');
    expect(location.anchors.find((anchor) => anchor.name === 'Upgrading')?.version).toBe('v0');
    expect(locatePage(config, groups, 'introduction').version).toBeUndefined();
  });

  it('gives a tab’s pages, generated API pages included, their own sidebar without anchors', () => {
    const location = locatePage(config, groups, 'api-reference/plants/list-plants');
    expect(location.tab).toBe('tab:0');
    expect(location.anchors).toEqual([]);
    expect(location.groups.map((group) => group.name)).toEqual(['API', 'Plant API']);
    expect(location.previous?.path).toBe('api-reference/introduction');
    expect(location.tabs.map((tab) => [tab.name, tab.href])).toEqual([
      ['Documentation', '/docs/introduction'],
      ['API reference', '/docs/api-reference/introduction'],
    ]);
  });

  it('locates a page the navigation does not name without neighbours', () => {
    const location = locatePage(config, groups, 'hosts/unlisted');
    expect(location.group).toBeUndefined();
    expect(location.previous).toBeUndefined();
    expect(location.next).toBeUndefined();
  });
});

describe('tabOf and homePage', () => {
  it('matches whole path segments only', () => {
    expect(tabOf(config, 'api-reference-old/x')).toBe('primary');
    expect(tabOf(config, 'api-reference')).toBe('tab:0');
  });

  it('opens the first page of the top anchor', () => {
    expect(homePage(config, groups)?.path).toBe('introduction');
  });
});
