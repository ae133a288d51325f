import type { ReactNode } from 'react';

const KINDS = {
  note: { label: 'Note', frame: 'border-accent-line bg-accent-soft', mark: 'text-accent' },
  info: { label: 'Info', frame: 'border-line-strong bg-surface-muted', mark: 'text-ink-muted' },
  tip: { label: 'Tip', frame: 'border-good/30 bg-good-soft', mark: 'text-good' },
  warning: { label: 'Warning', frame: 'border-warn-line bg-warn-soft', mark: 'text-warn' },
} as const;

type Kind = keyof typeof KINDS;

function Callout({ kind, children }: { kind: Kind; children?: ReactNode }) {
  const style = KINDS[kind];
  return (
    <aside
      className={`docs-callout my-6 rounded-xl border px-4 py-3 text-[0.9375rem] ${style.frame}`}
    >
      <p className={`!mt-0 !mb-1 text-xs font-semibold tracking-wide uppercase ${style.mark}`}>
        {style.label}
      </p>
      <div className="[&>:first-child]:mt-0 [&>:last-child]:mb-0">{children}</div>
    </aside>
  );
}

export const Note = ({ children }: { children?: ReactNode }) => (
  <Callout kind="note">{children}</Callout>
);
export const Info = ({ children }: { children?: ReactNode }) => (
  <Callout kind="info">{children}</Callout>
);
export const Tip = ({ children }: { children?: ReactNode }) => (
  <Callout kind="tip">{children}</Callout>
);
export const Warning = ({ children }: { children?: ReactNode }) => (
  <Callout kind="warning">{children}</Callout>
);
