import Link from 'next/link';
import type { NavPage } from '@/lib/docs/navigation';

/** Previous and next pages of the sidebar's order. */
export function Pager({
  previous,
  next,
}: {
  previous?: NavPage | undefined;
  next?: NavPage | undefined;
}) {
  if (!previous && !next) return null;
  const card =
    'group flex flex-col gap-1 rounded-xl border border-line px-4 py-3 transition-colors hover:border-accent-line';
  return (
    <nav
      aria-label="Previous and next pages"
      className="mt-8 grid gap-4 border-t border-line pt-8 sm:grid-cols-2"
    >
      {previous ? (
        <Link href={previous.href} rel="prev" className={card}>
          <span className="text-xs text-ink-subtle">Previous</span>
          <span className="font-medium text-ink group-hover:text-accent">← {previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link href={next.href} rel="next" className={`${card} sm:items-end sm:text-right`}>
          <span className="text-xs text-ink-subtle">Next</span>
          <span className="font-medium text-ink group-hover:text-accent">{next.title} →</span>
        </Link>
      ) : null}
    </nav>
  );
}
