// The pages a site configuration names must exist beside it. Pure: the caller says what the
// docs folder holds, so the rule is tested without a file system.
import { posix } from 'node:path';
import { childPath } from './paths';
import type { SiteConfigError } from './schema-errors';
import type { SiteConfig } from './schema';

/** What the documentation folder holds, by paths relative to it (`guides/intro`). */
export interface DocsFolder {
  /** Whether `<page>.md` or `<page>.mdx` exists. */
  hasPage(page: string): boolean;
  /** Whether `<folder>/` exists and holds at least one page, at any depth. */
  hasPageFolder(folder: string): boolean;
}

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/** `https://…`, `mailto:…` and `//host/…` point away from the docs; `guides` or `/guides` do not. */
export function isRelativeUrl(url: string): boolean {
  return !SCHEME.test(url) && !url.startsWith('//');
}

/** `guides/intro` from `/guides/intro/`; undefined when the path leaves the docs folder. */
function docsPath(reference: string): string | undefined {
  const normalized = posix.normalize(reference.replace(/^\/+/, '')).replace(/\/+$/, '');
  if (normalized === '..' || normalized.startsWith('../') || normalized === '.') return undefined;
  return normalized;
}

/**
 * One error per navigation page without a markdown file, and per relative anchor or tab URL
 * that is neither a page nor a folder of pages. `label` names the folder in messages (`docs`).
 */
export function missingPageErrors(
  config: SiteConfig,
  docs: DocsFolder,
  label = 'docs',
): SiteConfigError[] {
  const errors: SiteConfigError[] = [];
  for (const [groupIndex, group] of config.navigation.entries()) {
    for (const [pageIndex, page] of (group.pages ?? []).entries()) {
      const path = childPath(childPath(childPath('navigation', groupIndex), 'pages'), pageIndex);
      const relative = docsPath(page);
      if (relative === undefined) {
        errors.push({ path, message: `must name a page inside ${label}/, not "${page}"` });
      } else if (!docs.hasPage(relative)) {
        errors.push({
          path,
          message: `names page "${page}", but neither ${label}/${relative}.md nor ${label}/${relative}.mdx exists`,
        });
      }
    }
  }
  const sections = [
    ['anchors', config.anchors ?? []],
    ['tabs', config.tabs ?? []],
  ] as const;
  for (const [key, items] of sections) {
    for (const [index, item] of items.entries()) {
      if (item.url === undefined || !isRelativeUrl(item.url)) continue;
      const relative = docsPath(item.url);
      const path = childPath(childPath(key, index), 'url');
      if (relative === undefined) {
        errors.push({ path, message: `must name a folder inside ${label}/, not "${item.url}"` });
      } else if (!docs.hasPage(relative) && !docs.hasPageFolder(relative)) {
        errors.push({
          path,
          message: `names "${item.url}", but ${label}/ has no ${relative}/ folder of pages and no ${relative}.md(x) page`,
        });
      }
    }
  }
  return errors;
}

/** Whether a file exists at a path relative to the docs folder (`../backend/openapi.json`). */
export type HasFile = (relativePath: string) => boolean;

/**
 * One error per file site.json names that is not there: the logo images, the favicon, the
 * background image (served from inside the docs folder, so they must stay inside it) and the
 * OpenAPI documents given as relative paths (which may live elsewhere in the repository).
 */
export function missingFileErrors(
  config: SiteConfig,
  hasFile: HasFile,
  label = 'docs',
): SiteConfigError[] {
  const images: [string, string | undefined][] =
    typeof config.logo === 'object'
      ? [
          ['logo.light', config.logo.light],
          ['logo.dark', config.logo.dark],
        ]
      : [['logo', config.logo]];
  images.push(['favicon', config.favicon], ['backgroundImage', config.backgroundImage]);
  const errors: SiteConfigError[] = [];
  for (const [path, reference] of images) {
    if (reference === undefined || !isRelativeUrl(reference)) continue;
    const relative = docsPath(reference);
    if (relative === undefined) {
      errors.push({ path, message: `must name a file inside ${label}/, not "${reference}"` });
    } else if (!hasFile(relative)) {
      errors.push({
        path,
        message: `names "${reference}", but ${label}/${relative} does not exist`,
      });
    }
  }
  const documents = config.openapi === undefined ? [] : [config.openapi].flat();
  for (const [index, reference] of documents.entries()) {
    if (!isRelativeUrl(reference)) continue;
    const path = Array.isArray(config.openapi) ? childPath('openapi', index) : 'openapi';
    const relative = posix.normalize(reference.replace(/^\/+/, ''));
    if (!hasFile(relative)) {
      errors.push({
        path,
        message: `names "${reference}", but ${posix.join(label, relative)} does not exist`,
      });
    }
  }
  return errors;
}

/** How many pages the navigation names. */
export function countPages(config: SiteConfig): number {
  return config.navigation.reduce((total, group) => total + (group.pages?.length ?? 0), 0);
}
