// Where a page sits in the site: which tab and anchor hold it, which groups the sidebar shows,
// which pages come before and after. Pure: it reads the resolved site.json and the pages.
//
// Tabs and anchors select pages by URL prefix (spec §2.5): a page belongs to the first tab, and
// within the primary tab to the first anchor, whose `url` is the page's path or a folder above
// it. A navigation group belongs where its first page does. Pages outside every tab make the
// primary tab, named like the top anchor; pages outside every anchor belong to the top anchor.
import type { ResolvedAnchor, ResolvedSiteConfig } from '@resume-agent/site-config';
import type { ApiDocumentSummary, DocsPage, HttpMethod } from './types';

export interface NavPage {
  path: string;
  title: string;
  href: string;
  /** Set on API reference pages: the sidebar shows the method. */
  method?: HttpMethod;
}

export interface NavGroup {
  name?: string;
  pages: NavPage[];
}

/** `tab:1` for the second tab, `primary` for the pages outside every tab. */
export type TabKey = `tab:${number}` | 'primary';
/** `anchor:0` for the first anchor, `top` for the top anchor. */
export type AnchorKey = `anchor:${number}` | 'top';

export interface NavTab {
  key: TabKey;
  name: string;
  href: string;
}

export interface NavAnchor {
  key: AnchorKey;
  name: string;
  icon: string;
  iconType: ResolvedAnchor['iconType'];
  href: string;
  external: boolean;
  color?: ResolvedAnchor['color'];
  /** Shown only while this docs version is selected. */
  version?: string;
}

export interface PageLocation {
  tab: TabKey;
  /** Within the primary tab only. */
  anchor?: AnchorKey;
  /** The tabs across the top. */
  tabs: NavTab[];
  /** The anchors of the primary tab's sidebar that this page may show (version filtering is the reader's). */
  anchors: NavAnchor[];
  /** The sidebar: the groups of this page's tab (and anchor). */
  groups: NavGroup[];
  /** The group holding this page, if the navigation names it. */
  group?: NavGroup;
  previous?: NavPage;
  next?: NavPage;
  /** The docs version a page in a versioned anchor belongs to. */
  version?: string;
}

export const DOCS_BASE = '/docs';

export function pageHref(path: string): string {
  return `${DOCS_BASE}/${path}`;
}

const EXTERNAL = /^[A-Za-z][A-Za-z0-9+.-]*:|^\/\//;

/** `/guides/` → `guides`; absolute URLs are not folders of pages. */
function prefixOf(url: string | undefined): string | undefined {
  if (url === undefined || EXTERNAL.test(url)) return undefined;
  const prefix = url.replace(/^\/+|\/+$/g, '');
  return prefix === '' ? undefined : prefix;
}

function isUnder(path: string, prefix: string | undefined): boolean {
  return prefix !== undefined && (path === prefix || path.startsWith(`${prefix}/`));
}

export function tabOf(config: ResolvedSiteConfig, path: string): TabKey {
  const index = (config.tabs ?? []).findIndex((tab) => isUnder(path, prefixOf(tab.url)));
  return index === -1 ? 'primary' : `tab:${index}`;
}

export function anchorOf(config: ResolvedSiteConfig, path: string): AnchorKey {
  const index = (config.anchors ?? []).findIndex((anchor) => isUnder(path, prefixOf(anchor.url)));
  return index === -1 ? 'top' : `anchor:${index}`;
}

/** The section a page lives in: its tab and, in the primary tab, its anchor. */
function sectionOf(config: ResolvedSiteConfig, path: string): string {
  const tab = tabOf(config, path);
  return tab === 'primary' ? `primary/${anchorOf(config, path)}` : tab;
}

/**
 * Every group of the site in order: site.json's navigation (pages that have no file are
 * dropped — `docs:check` reports them), then one group per OpenAPI document with a page per
 * operation.
 */
export function siteGroups(
  config: ResolvedSiteConfig,
  pages: ReadonlyMap<string, DocsPage>,
  apiDocuments: readonly ApiDocumentSummary[],
): NavGroup[] {
  const groups: NavGroup[] = config.navigation.map((group) => ({
    ...(group.group === undefined ? {} : { name: group.group }),
    pages: (group.pages ?? []).flatMap((reference) => {
      const path = reference.replace(/^\/+|\/+$/g, '');
      const page = pages.get(path);
      return page ? [{ path, title: page.title, href: pageHref(path) }] : [];
    }),
  }));
  for (const document of apiDocuments) {
    groups.push({
      name: document.title,
      pages: document.operations.map((operation) => ({
        path: operation.pagePath,
        title: operation.title,
        href: pageHref(operation.pagePath),
        method: operation.method,
      })),
    });
  }
  return groups.filter((group) => group.pages.length > 0);
}

function firstPageIn(
  config: ResolvedSiteConfig,
  groups: readonly NavGroup[],
  section: string,
): NavPage | undefined {
  for (const group of groups) {
    const page = group.pages.find((candidate) => sectionOf(config, candidate.path) === section);
    if (page) return page;
  }
  return undefined;
}

function navTabs(config: ResolvedSiteConfig, groups: readonly NavGroup[]): NavTab[] {
  const tabs = (config.tabs ?? []).map((tab, index): NavTab => {
    const key: TabKey = `tab:${index}`;
    const prefix = prefixOf(tab.url);
    const first = groups.flatMap((group) => group.pages).find((page) => isUnder(page.path, prefix));
    return { key, name: tab.name, href: first?.href ?? (prefix ? pageHref(prefix) : tab.url) };
  });
  if (tabs.length === 0) return [];
  const primaryFirst = firstPageIn(config, groups, 'primary/top');
  return [
    { key: 'primary', name: config.topAnchor.name, href: primaryFirst?.href ?? DOCS_BASE },
    ...tabs,
  ];
}

function navAnchors(
  config: ResolvedSiteConfig,
  groups: readonly NavGroup[],
  current: AnchorKey | undefined,
): NavAnchor[] {
  const anchors = config.anchors ?? [];
  if (anchors.length === 0) return [];
  const top: NavAnchor = {
    key: 'top',
    name: config.topAnchor.name,
    icon: config.topAnchor.icon,
    iconType: config.topAnchor.iconType,
    href: firstPageIn(config, groups, 'primary/top')?.href ?? DOCS_BASE,
    external: false,
  };
  const rest = anchors.flatMap((anchor, index): NavAnchor[] => {
    const key: AnchorKey = `anchor:${index}`;
    // isDefaultHidden: only someone already inside the anchor sees it.
    if (anchor.isDefaultHidden && current !== key) return [];
    const prefix = prefixOf(anchor.url);
    const external = prefix === undefined && anchor.url !== undefined;
    const href = external
      ? (anchor.url ?? DOCS_BASE)
      : (firstPageIn(config, groups, `primary/${key}`)?.href ??
        (prefix ? pageHref(prefix) : DOCS_BASE));
    return [
      {
        key,
        name: anchor.name ?? anchor.url ?? `Anchor ${index + 1}`,
        icon: anchor.icon ?? 'link',
        iconType: anchor.iconType,
        href,
        external,
        ...(anchor.color === undefined ? {} : { color: anchor.color }),
        ...(anchor.version === undefined ? {} : { version: anchor.version }),
      },
    ];
  });
  return [top, ...rest];
}

/** Where `path` sits, for drawing its page. */
export function locatePage(
  config: ResolvedSiteConfig,
  groups: readonly NavGroup[],
  path: string,
): PageLocation {
  const tab = tabOf(config, path);
  const anchor = tab === 'primary' ? anchorOf(config, path) : undefined;
  const section = sectionOf(config, path);
  const sidebar = groups.filter(
    (group) => group.pages[0] !== undefined && sectionOf(config, group.pages[0].path) === section,
  );
  const ordered = sidebar.flatMap((group) => group.pages);
  const index = ordered.findIndex((page) => page.path === path);
  const anchorIndex = anchor?.startsWith('anchor:') ? Number(anchor.slice(7)) : undefined;
  const version = anchorIndex === undefined ? undefined : config.anchors?.[anchorIndex]?.version;
  const group = sidebar.find((candidate) => candidate.pages.some((page) => page.path === path));
  const previous = index > 0 ? ordered[index - 1] : undefined;
  const next = index >= 0 ? ordered[index + 1] : undefined;
  return {
    tab,
    ...(anchor === undefined ? {} : { anchor }),
    tabs: navTabs(config, groups),
    anchors: tab === 'primary' ? navAnchors(config, groups, anchor) : [],
    groups: sidebar,
    ...(group ? { group } : {}),
    ...(previous ? { previous } : {}),
    ...(next ? { next } : {}),
    ...(version === undefined ? {} : { version }),
  };
}

/** The page /docs opens: the first page of the primary tab's top anchor, else the first page. */
export function homePage(
  config: ResolvedSiteConfig,
  groups: readonly NavGroup[],
): NavPage | undefined {
  return firstPageIn(config, groups, 'primary/top') ?? groups[0]?.pages[0];
}
