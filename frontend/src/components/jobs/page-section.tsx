import type { ReactNode } from 'react';

/** A titled card of the job page; its id is the target of the page's "On this page" links. */
export function PageSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-7"
    >
      <h2
        id={`${id}-title`}
        tabIndex={-1}
        className="text-xl font-semibold tracking-tight text-ink focus:outline-none"
      >
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
