'use client';

import { useRouter } from 'next/navigation';
import type { ComponentProps, MouseEvent } from 'react';

export type AppLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** A path on this site, e.g. `/jobs` or `/docs#case-api`. */
  href: string;
  /** Fetch the target ahead of a click when the pointer or focus arrives (default true). */
  prefetch?: boolean;
};

/**
 * A link to a page of this app that navigates on the client, as next/link does, without
 * next/link's own ~4 KB of client code: the signed-in routes cannot afford it within their
 * JavaScript budget (scripts/check-budgets.mjs) beside Apollo Client. The router itself is
 * already loaded. It prefetches on intent (hover, focus, touch) rather than on sight, and
 * leaves modified clicks (new tab, new window, download) to the browser.
 */
export function AppLink({
  href,
  prefetch = true,
  onClick,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: AppLinkProps) {
  const router = useRouter();

  function navigate(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    const isModified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    const target = event.currentTarget.getAttribute('target');
    if (event.defaultPrevented || event.button !== 0 || isModified) return;
    if ((target !== null && target !== '_self') || props.download !== undefined) return;
    event.preventDefault();
    router.push(href);
  }

  function prefetchTarget() {
    if (prefetch) router.prefetch(href);
  }

  return (
    <a
      {...props}
      href={href}
      onClick={navigate}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetchTarget();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetchTarget();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetchTarget();
      }}
    />
  );
}
