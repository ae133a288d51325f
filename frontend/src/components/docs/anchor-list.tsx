'use client';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { NavAnchor } from '@/lib/docs/navigation';
import { useDocsVersion } from './version-store';

export interface AnchorItem extends Omit<NavAnchor, 'icon' | 'iconType'> {
  /** The icon, drawn on the server. */
  icon: ReactNode;
  /** CSS background of the icon's tile: a colour or a gradient. */
  background?: string;
}

/**
 * The anchors at the top of the sidebar. Anchors with a `version` show only while that version
 * is selected, which the reader changes in the top bar, so the filtering happens here.
 */
export function AnchorList({
  anchors,
  current,
  versions,
  pageVersion,
}: {
  anchors: AnchorItem[];
  current?: string;
  versions: string[];
  pageVersion?: string;
}) {
  const version = useDocsVersion(versions, pageVersion);
  const visible = anchors.filter(
    (anchor) => anchor.version === undefined || anchor.version === version,
  );
  return (
    <ul className="mb-6 space-y-1" aria-label="Sections">
      {visible.map((anchor) => {
        const active = anchor.key === current;
        const className = `group flex items-center gap-3 rounded-lg px-2 py-1.5 text-sm font-medium transition-colors ${
          active ? 'text-accent' : 'text-ink-muted hover:text-ink'
        }`;
        const tile = (
          <span
            className={`inline-flex size-6 shrink-0 items-center justify-center rounded-md ${
              anchor.background
                ? 'text-white'
                : active
                  ? 'bg-accent text-white'
                  : 'bg-surface-muted text-ink-muted group-hover:text-ink'
            }`}
            style={anchor.background ? { background: anchor.background } : undefined}
          >
            {anchor.icon}
          </span>
        );
        return (
          <li key={anchor.key}>
            {anchor.external ? (
              <a href={anchor.href} className={className}>
                {tile}
                {anchor.name}
                <span className="sr-only"> (external)</span>
              </a>
            ) : (
              <Link
                href={anchor.href}
                className={className}
                aria-current={active ? 'true' : undefined}
              >
                {tile}
                {anchor.name}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
