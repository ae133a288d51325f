import Link from 'next/link';
import type { ReactNode } from 'react';
import { DocsIcon } from '../docs-icon';

const COLUMNS: Record<number, string> = {
  1: 'sm:grid-cols-1',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};

export function CardGroup({ cols = 2, children }: { cols?: number; children?: ReactNode }) {
  return (
    <div className={`not-prose my-6 grid gap-4 ${COLUMNS[cols] ?? COLUMNS[2]}`}>{children}</div>
  );
}

export function Card({
  title,
  icon,
  href,
  children,
}: {
  title: string;
  icon?: string;
  href?: string;
  children?: ReactNode;
}) {
  const body = (
    <>
      {icon ? (
        <span className="mb-3 inline-flex size-9 items-center justify-center rounded-lg bg-accent-soft text-accent">
          <DocsIcon name={icon} className="size-4" />
        </span>
      ) : null}
      <span className="block font-semibold text-ink">{title}</span>
      {children ? (
        <span className="mt-1 block text-sm leading-6 text-ink-muted [&_p]:m-0">{children}</span>
      ) : null}
    </>
  );
  const frame = 'block rounded-xl border border-line bg-surface p-5 no-underline transition-colors';
  if (!href) return <div className={frame}>{body}</div>;
  const external = /^https?:/.test(href);
  return external ? (
    <a href={href} className={`${frame} hover:border-accent-line`}>
      {body}
    </a>
  ) : (
    <Link href={href} className={`${frame} hover:border-accent-line`}>
      {body}
    </Link>
  );
}
