import type { ReactNode } from 'react';

/** Numbered steps: the counter lives in CSS (docs.css), so steps stay plain server markup. */
export function Steps({ children }: { children?: ReactNode }) {
  return <ol className="docs-steps my-8 list-none !pl-0">{children}</ol>;
}

export function Step({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <li className="docs-step relative !mt-0 border-l border-line pb-8 pl-9 last:border-transparent last:pb-2">
      {title ? <p className="docs-step-title !mt-0 font-semibold text-ink">{title}</p> : null}
      <div className="[&>:first-child]:mt-2 [&>:last-child]:mb-0">{children}</div>
    </li>
  );
}
