import type { PageHeading } from '@/lib/docs/headings';

/** "On this page": the page's second- and third-level headings. */
export function TableOfContents({ headings }: { headings: PageHeading[] }) {
  const entries = headings.filter((heading) => heading.depth === 2 || heading.depth === 3);
  if (entries.length < 2) return null;
  return (
    <nav
      aria-label="On this page"
      className="sticky top-[var(--docs-header-height)] max-h-[calc(100dvh-var(--docs-header-height))] overflow-y-auto py-8 text-sm"
    >
      <p className="mb-3 font-semibold text-ink">On this page</p>
      <ul className="space-y-2">
        {entries.map((heading) => (
          <li key={heading.id} className={heading.depth === 3 ? 'pl-3' : undefined}>
            <a
              href={`#${heading.id}`}
              className="block leading-5 text-ink-muted transition-colors hover:text-ink"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
