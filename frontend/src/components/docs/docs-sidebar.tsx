import Link from 'next/link';
import type { ResolvedSiteConfig } from '@resume-agent/site-config';
import type { NavAnchor, NavGroup, PageLocation } from '@/lib/docs/navigation';
import { AnchorList, type AnchorItem } from './anchor-list';
import { DocsIcon } from './docs-icon';
import { MethodBadge } from './method-badge';

function tileBackground(color: NavAnchor['color']): string | undefined {
  if (color === undefined) return undefined;
  return typeof color === 'string' ? color : `linear-gradient(135deg, ${color.from}, ${color.to})`;
}

function GroupList({ groups, current }: { groups: NavGroup[]; current: string }) {
  return (
    <div className="space-y-6">
      {groups.map((group, index) => (
        <section key={`${group.name ?? ''}-${index}`} aria-label={group.name}>
          {group.name ? (
            <h2 className="mb-2 px-2 text-xs font-semibold tracking-wide text-ink uppercase">
              {group.name}
            </h2>
          ) : null}
          <ul className="space-y-0.5 border-l border-line">
            {group.pages.map((page) => {
              const active = page.path === current;
              return (
                <li key={page.path}>
                  <Link
                    href={page.href}
                    aria-current={active ? 'page' : undefined}
                    className={`-ml-px flex items-center gap-2 border-l py-1.5 pr-2 pl-3 text-sm leading-5 transition-colors ${
                      active
                        ? 'border-accent font-medium text-accent'
                        : 'border-transparent text-ink-muted hover:border-line-strong hover:text-ink'
                    }`}
                  >
                    {page.method ? <MethodBadge method={page.method} compact /> : null}
                    <span className="min-w-0">{page.title}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The sidebar: the primary tab's anchors, then the groups of the page's tab and anchor. */
export function DocsSidebar({
  config,
  location,
  current,
}: {
  config: ResolvedSiteConfig;
  location: PageLocation;
  current: string;
}) {
  const anchors: AnchorItem[] = location.anchors.map(({ icon, iconType, color, ...anchor }) => {
    const background = tileBackground(color);
    return {
      ...anchor,
      icon: <DocsIcon name={icon} iconType={iconType} className="size-3.5" />,
      ...(background === undefined ? {} : { background }),
    };
  });
  const content = (
    <>
      {anchors.length > 0 ? (
        <AnchorList
          anchors={anchors}
          {...(location.anchor === undefined ? {} : { current: location.anchor })}
          versions={config.versions ?? []}
          {...(location.version === undefined ? {} : { pageVersion: location.version })}
        />
      ) : null}
      <GroupList groups={location.groups} current={current} />
    </>
  );
  return (
    <>
      {/* Phones and tablets: the same navigation behind a disclosure, no script needed. */}
      <details className="docs-mobile-nav border-b border-line lg:hidden">
        <summary className="flex cursor-pointer list-none items-center gap-2 px-1 py-3 text-sm font-medium text-ink">
          <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4" fill="currentColor">
            <path d="M3 5.75A.75.75 0 0 1 3.75 5h12.5a.75.75 0 0 1 0 1.5H3.75A.75.75 0 0 1 3 5.75Zm0 4.25a.75.75 0 0 1 .75-.75h12.5a.75.75 0 0 1 0 1.5H3.75A.75.75 0 0 1 3 10Zm.75 3.5a.75.75 0 0 0 0 1.5h12.5a.75.75 0 0 0 0-1.5H3.75Z" />
          </svg>
          Navigation
          {location.group?.name ? (
            <span className="text-ink-subtle">· {location.group.name}</span>
          ) : null}
        </summary>
        <nav aria-label="Documentation" className="pt-2 pb-6">
          {content}
        </nav>
      </details>
      <nav
        aria-label="Documentation"
        className="sticky top-[var(--docs-header-height)] hidden max-h-[calc(100dvh-var(--docs-header-height))] overflow-y-auto py-8 pr-4 lg:block"
      >
        {content}
      </nav>
    </>
  );
}
