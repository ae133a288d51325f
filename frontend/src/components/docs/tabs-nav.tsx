'use client';
import type { ResolvedSiteConfig } from '@resume-agent/site-config';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { tabOf, type NavTab } from '@/lib/docs/navigation';

/** The tabs under the top bar; the active one is the tab whose URL prefix holds this page. */
export function TabsNav({ config, tabs }: { config: ResolvedSiteConfig; tabs: NavTab[] }) {
  const pathname = usePathname();
  const active = tabOf(config, pathname.replace(/^\/docs\/?/, ''));
  return (
    <nav aria-label="Tabs" className="-mb-px flex gap-6 overflow-x-auto">
      {tabs.map((tab) => {
        const current = tab.key === active;
        return (
          <Link
            key={tab.key}
            href={tab.href}
            aria-current={current ? 'page' : undefined}
            className={`shrink-0 border-b-2 py-2.5 text-sm font-medium transition-colors ${
              current
                ? 'border-accent text-ink'
                : 'border-transparent text-ink-muted hover:border-line-strong hover:text-ink'
            }`}
          >
            {tab.name}
          </Link>
        );
      })}
    </nav>
  );
}
