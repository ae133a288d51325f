import type { ComponentType } from 'react';
import { Spinner } from '@/components/account/spinner';
import { lazyComponent, type LazyComponent } from '@/components/lazy-component';

/**
 * A form opened by a click, whose code (and its mutations') arrives when what opens it is
 * pointed at or focused (`prefetch`), not with the page's other controls. Until the code is
 * here, "Loading the form…" stands under the form's id, the one its opener's aria-controls
 * names.
 */
export function lazyForm<Props extends { id: string }>(
  load: () => Promise<ComponentType<Props>>,
  {
    className,
  }: { /** Added to the loading line's classes, e.g. its margin. */ className?: string } = {},
): LazyComponent<Props> {
  return lazyComponent(load, {
    fallback: ({ id }) => (
      <p
        id={id}
        role="status"
        className={`flex items-center gap-2 text-sm text-ink-muted${className ? ` ${className}` : ''}`}
      >
        <Spinner /> Loading the form…
      </p>
    ),
  });
}
