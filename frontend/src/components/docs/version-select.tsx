'use client';
import type { ResolvedSiteConfig } from '@resume-agent/site-config';
import { usePathname, useRouter } from 'next/navigation';
import { anchorOf, DOCS_BASE } from '@/lib/docs/navigation';
import { rememberVersion, useDocsVersion } from './version-store';

/** The version of the page at `pathname`, when an anchor with a `version` holds it. */
export function pageVersionOf(config: ResolvedSiteConfig, pathname: string): string | undefined {
  const path = pathname.replace(/^\/docs\/?/, '');
  const anchor = anchorOf(config, path);
  return anchor === 'top' ? undefined : config.anchors?.[Number(anchor.slice(7))]?.version;
}

/** The navigation bar's version dropdown (site.json `versions`). */
export function VersionSelect({
  config,
  homeHref,
}: {
  config: ResolvedSiteConfig;
  homeHref: string;
}) {
  const versions = config.versions ?? [];
  const pathname = usePathname();
  const router = useRouter();
  const pageVersion = pageVersionOf(config, pathname);
  const version = useDocsVersion(versions, pageVersion);
  if (versions.length === 0) return null;
  return (
    <label className="relative inline-flex items-center">
      <span className="sr-only">Documentation version</span>
      <select
        value={version}
        onChange={(event) => {
          const chosen = event.target.value;
          rememberVersion(chosen);
          // This page belongs to another version: leave it for the docs' first page.
          if (pageVersion !== undefined && pageVersion !== chosen)
            router.push(homeHref || DOCS_BASE);
        }}
        className="h-8 appearance-none rounded-lg border border-line bg-surface py-0 pr-7 pl-2.5 text-sm font-medium text-ink hover:border-line-strong"
      >
        {versions.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <svg
        viewBox="0 0 20 20"
        aria-hidden="true"
        className="pointer-events-none absolute right-2 size-3.5 text-ink-subtle"
        fill="currentColor"
      >
        <path d="M5.2 7.7a.75.75 0 0 1 1.06.02L10 11.6l3.74-3.88a.75.75 0 1 1 1.08 1.04l-4.28 4.44a.75.75 0 0 1-1.08 0L5.18 8.76a.75.75 0 0 1 .02-1.06Z" />
      </svg>
    </label>
  );
}
