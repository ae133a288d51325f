import type { HttpMethod } from '@/lib/docs/types';

/**
 * Per method: tinted background, text and ring, each a `light-dark()` pair so the badge follows
 * the docs root's colour scheme (a `dark:` variant would follow the operating system instead).
 * Every text colour keeps at least 4.5:1 against its background.
 */
const METHOD_TONES: Partial<Record<HttpMethod, string>> = {
  get: 'bg-[light-dark(#ecfdf5,#022c22)] text-[light-dark(#047857,#6ee7b7)] ring-[light-dark(#a7f3d0,#065f46)]',
  post: 'bg-[light-dark(#eff6ff,#172554)] text-[light-dark(#1d4ed8,#93c5fd)] ring-[light-dark(#bfdbfe,#1e40af)]',
  put: 'bg-[light-dark(#fffbeb,#451a03)] text-[light-dark(#b45309,#fcd34d)] ring-[light-dark(#fde68a,#92400e)]',
  patch:
    'bg-[light-dark(#fffbeb,#451a03)] text-[light-dark(#b45309,#fcd34d)] ring-[light-dark(#fde68a,#92400e)]',
  delete:
    'bg-[light-dark(#fef2f2,#450a0a)] text-[light-dark(#b91c1c,#fca5a5)] ring-[light-dark(#fecaca,#991b1b)]',
};
const OTHER_METHOD_TONE = 'bg-surface-muted text-ink-muted ring-line';

/** An HTTP method as a coloured label; `compact` for lists, where it has a fixed width. */
export function MethodBadge({
  method,
  compact = false,
}: {
  method: HttpMethod;
  compact?: boolean;
}) {
  const size = compact
    ? 'w-11 justify-center rounded px-1 py-px text-[0.625rem]'
    : 'rounded-md px-2 py-0.5 text-xs';
  return (
    <span
      className={`inline-flex shrink-0 items-center font-mono font-bold tracking-wide uppercase ring-1 ring-inset ${size} ${METHOD_TONES[method] ?? OTHER_METHOD_TONE}`}
    >
      {compact && method === 'delete' ? 'DEL' : method}
    </span>
  );
}
