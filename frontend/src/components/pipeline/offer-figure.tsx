import type { ReactNode } from 'react';

/**
 * One figure of an offer, a term over its value (inside a <dl>): shared by the application's
 * Offer card and the dashboard's comparison, so that both read alike. `emphasis` sets the
 * figure that matters most apart: bold, and on the card, larger.
 */
export function OfferFigure({
  term,
  emphasis = 'none',
  className = '',
  children,
}: {
  term: string;
  emphasis?: 'none' | 'bold' | 'large';
  className?: string;
  children: ReactNode;
}) {
  const emphasised = { none: '', bold: 'font-semibold', large: 'text-base font-semibold' }[
    emphasis
  ];
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{term}</dt>
      <dd className={`mt-0.5 break-words text-ink tabular-nums ${emphasised}`}>{children}</dd>
    </div>
  );
}
