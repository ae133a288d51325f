'use client';
import { useState } from 'react';

/** Copies the code of the <pre> beside it; the label says when it worked. */
export function CopyButton() {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="absolute top-2 right-2 rounded-md border border-line bg-surface px-2 py-1 text-xs font-medium text-ink-muted opacity-0 transition-opacity group-hover:opacity-100 focus-visible:opacity-100"
      onClick={(event) => {
        const code = event.currentTarget.parentElement?.querySelector('pre')?.innerText ?? '';
        void navigator.clipboard.writeText(code).then(() => {
          setCopied(true);
          setTimeout(() => {
            setCopied(false);
          }, 1500);
        });
      }}
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
