import type { MatchBreakdownFragment } from '@/gql/graphql';
import { formatPercent, pointsOfWeight } from '@/lib/match-format';

type Component = MatchBreakdownFragment['components'][number];

/**
 * How the score adds up: one bar per component, filled to the share of it the resume meets,
 * with its points out of its weight and the engine's one-line reason.
 */
export function MatchComponents({ components }: { components: readonly Component[] }) {
  if (components.length === 0) {
    return <p className="text-sm text-ink-muted">The posting gave nothing to score against.</p>;
  }
  return (
    <ul className="space-y-4">
      {components.map((component) => (
        <li key={component.key}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
            <span className="text-sm font-medium text-ink">{component.label}</span>
            <span className="text-sm text-ink-muted tabular-nums">
              {pointsOfWeight(component.points, component.weight)}
            </span>
          </div>
          <div
            aria-hidden="true"
            className="mt-1.5 h-2 overflow-hidden rounded-full bg-surface-muted ring-1 ring-line ring-inset"
          >
            <div
              className="h-full rounded-full bg-brand-500"
              style={{ width: formatPercent(component.value) }}
            />
          </div>
          <p className="mt-1.5 text-sm text-ink-muted">
            <span className="sr-only">{formatPercent(component.value)} met. </span>
            {component.detail}
          </p>
        </li>
      ))}
    </ul>
  );
}
