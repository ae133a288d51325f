// Links inside the docs as their readers see them. Pages link to each other the way GitHub
// renders them (`../hosts/cases.md#errors`); the site turns those into its own routes, sends
// links to other repository files to the repository, and serves images from docs/.
import { posix } from 'node:path';
import type { ResolvedSiteConfig } from '@resume-agent/site-config';

const ABSOLUTE = /^[A-Za-z][A-Za-z0-9+.-]*:|^\/\//;
const PAGE_FILE = /\.mdx?$/;
/** The files app/docs-assets serves: images. Other files are read on the repository. */
export const ASSET_FILE = /\.(?:svg|png|jpe?g|gif|webp|avif|ico)$/i;
/** Where docs/ files such as images are served (app/docs-assets). */
export const DOCS_ASSETS_BASE = '/docs-assets';

/** The repository's web address: the `github` button's, else the GitHub footer link. */
export function repositoryUrl(config: ResolvedSiteConfig): string | undefined {
  const button = config.topbarCtaButton;
  const url = button?.type === 'github' ? button.url : (config.footerSocials?.github ?? undefined);
  return url?.replace(/\/+$/, '');
}

/** `/images/logo.svg` (a path in docs/, as site.json writes them) → its URL on the site. */
export function assetUrl(reference: string): string {
  if (ABSOLUTE.test(reference)) return reference;
  return `${DOCS_ASSETS_BASE}/${posix.normalize(reference.replace(/^\/+/, ''))}`;
}

function splitSuffix(href: string): [string, string] {
  const index = href.search(/[?#]/);
  return index === -1 ? [href, ''] : [href.slice(0, index), href.slice(index)];
}

/**
 * The URL a link written in the page at `pagePath` (`hosts/cases`) points to on the site.
 * Absolute URLs, site paths and fragments are left alone.
 */
export function resolveDocsLink(href: string, pagePath: string, repository?: string): string {
  if (href === '' || href.startsWith('#') || href.startsWith('/') || ABSOLUTE.test(href)) {
    return href;
  }
  const [target, suffix] = splitSuffix(href);
  const fromRoot = posix.normalize(posix.join('docs', posix.dirname(pagePath), target));
  if (fromRoot.startsWith('../')) return href;
  if (fromRoot.startsWith('docs/')) {
    const inDocs = fromRoot.slice('docs/'.length);
    if (PAGE_FILE.test(inDocs)) return `/docs/${inDocs.replace(PAGE_FILE, '')}${suffix}`;
    if (ASSET_FILE.test(inDocs)) return `${DOCS_ASSETS_BASE}/${inDocs}${suffix}`;
  }
  return repository ? `${repository}/blob/main/${fromRoot}${suffix}` : href;
}
