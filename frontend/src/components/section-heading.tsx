import type { ReactNode } from 'react';

/** Eyebrow, title and lead of a landing-page section. `id` labels the section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'left',
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  align?: 'left' | 'center';
}) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>
      <h2
        id={id}
        className="mt-3 text-3xl font-semibold tracking-tight text-balance text-ink sm:text-4xl"
      >
        {title}
      </h2>
      {children && <p className="mt-4 text-lg leading-8 text-pretty text-ink-muted">{children}</p>}
    </div>
  );
}
