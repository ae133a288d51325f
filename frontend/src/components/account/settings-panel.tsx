import type { ReactNode } from 'react';

/** One section of the settings page: its title and description beside (or above) its content. */
export function SettingsPanel({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  const id = `panel-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="grid gap-6 lg:grid-cols-[16rem_1fr] lg:gap-10">
      <div>
        <h2 id={id} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        <div className="mt-1 text-sm text-ink-muted">{description}</div>
      </div>
      <div className="min-w-0">{children}</div>
    </section>
  );
}
