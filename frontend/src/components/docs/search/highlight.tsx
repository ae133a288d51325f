import type { ReactNode } from 'react';
import { findMatchRanges } from '@/lib/docs/search-query';

/** `text` with the words a search matched in <mark>. */
export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  const ranges = findMatchRanges(text, terms);
  if (ranges.length === 0) return text;
  const parts: ReactNode[] = [];
  let offset = 0;
  for (const [start, end] of ranges) {
    if (start > offset) parts.push(text.slice(offset, start));
    parts.push(
      // The selected option is already accent-soft, so the mark is drawn by colour and weight.
      <mark key={start} className="bg-transparent font-semibold text-accent">
        {text.slice(start, end)}
      </mark>,
    );
    offset = end;
  }
  if (offset < text.length) parts.push(text.slice(offset));
  return parts;
}
