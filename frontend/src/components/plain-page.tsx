import type { ReactNode } from 'react';
import { LogoMark } from './logo-mark';

const LINK_BASE =
  'inline-flex h-9 items-center rounded-lg px-3.5 text-sm font-semibold focus-visible:outline-offset-2';
const LINK_LOOKS = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'border border-line-strong bg-surface text-ink hover:bg-accent-soft',
  ghost: 'text-ink-muted hover:bg-surface-muted hover:text-ink',
} as const;

/** A way on from a plain page, as a plain link styled as a button. */
export function plainLinkClasses(look: keyof typeof LINK_LOOKS): string {
  return `${LINK_BASE} ${LINK_LOOKS[look]}`;
}

/**
 * A page that only says something and offers ways on (not found, account deleted): the
 * wordmark over centred content. A server component with plain links and no client code, so
 * a page in the root layout's tree adds nothing to the JavaScript of every other route.
 */
export function PlainPage({ children }: { children: ReactNode }) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="container-page flex min-h-dvh flex-col items-center justify-center py-20 text-center focus:outline-none"
    >
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- no client code here */}
      <a href="/" className="flex items-center gap-2.5 text-[1.05rem] font-semibold text-ink">
        <LogoMark className="size-8" />
        Resume Agent
      </a>
      {children}
    </main>
  );
}
