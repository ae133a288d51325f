import type { ReactNode, RefObject } from 'react';
import { DisclosureChevron } from './icons';

/**
 * The line that opens a fold of things put out of the way ("Done (3)", "Ignored (1)"): a quiet
 * chevron and label, for a <details> that has the `group` class, which turns the chevron.
 */
export function FoldSummary({
  summaryRef,
  children,
}: {
  /** For focus to come back to, when what was pressed inside has gone. */
  summaryRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  return (
    <summary
      ref={summaryRef}
      className="-mx-2 flex w-fit cursor-pointer list-none items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-ink-muted hover:bg-surface-muted hover:text-ink [&::-webkit-details-marker]:hidden"
    >
      <DisclosureChevron />
      {children}
    </summary>
  );
}
