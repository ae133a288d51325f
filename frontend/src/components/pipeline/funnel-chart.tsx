import type { ApplicationStatus } from '@/gql/graphql';
import { funnelStages, stageDescription } from './funnel-geometry';

const BAR_TONES = ['bg-brand-600', 'bg-brand-500', 'bg-brand-400', 'bg-good-bar'] as const;

/**
 * How far applications got: applied → interviewing → offer → accepted, as centred bars that
 * narrow like a funnel. The bars are decoration for sighted readers; a visually hidden table
 * carries the same numbers for everyone else.
 */
export function FunnelChart({
  funnel,
}: {
  funnel: readonly { status: ApplicationStatus; count: number }[];
}) {
  const stages = funnelStages(funnel);
  const first = stages[0];
  if (!first || first.count === 0) {
    return (
      <p className="text-sm text-ink-muted">
        Nothing sent yet. Once you move an application to <strong>Applied</strong>, this shows how
        many go on to interviews, offers and acceptance.
      </p>
    );
  }
  return (
    <>
      <ol aria-hidden="true" className="space-y-2.5">
        {stages.map((stage, index) => (
          <li
            key={stage.status}
            title={stageDescription(stage, index)}
            className="grid grid-cols-[6.5rem_minmax(0,1fr)_3.5rem] items-center gap-3 text-sm"
          >
            <span className="font-medium text-ink">{stage.label}</span>
            <span className="flex h-7 justify-center rounded-md bg-surface-muted">
              {stage.count > 0 ? (
                <span
                  className={`h-full rounded-md ${BAR_TONES[index] ?? 'bg-brand-500'}`}
                  style={{ width: `${stage.widthPercent}%` }}
                />
              ) : null}
            </span>
            <span className="text-right tabular-nums">
              <span className="font-semibold text-ink">{stage.count}</span>
              {stage.conversionPercent !== null ? (
                <span className="block text-xs text-ink-subtle">{stage.conversionPercent}%</span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
      <p aria-hidden="true" className="mt-3 text-xs text-ink-subtle">
        Percentages: share of the stage above that got this far.
      </p>
      {/* sr-only on the wrapper: a table ignores the 1px width and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>How many applications reached each stage</caption>
          <thead>
            <tr>
              <th scope="col">Stage</th>
              <th scope="col">Applications</th>
              <th scope="col">Share of the stage before</th>
            </tr>
          </thead>
          <tbody>
            {stages.map((stage, index) => (
              <tr key={stage.status}>
                <th scope="row">{stage.label}</th>
                <td>{stage.count}</td>
                <td>
                  {index === 0 || stage.conversionPercent === null
                    ? '—'
                    : `${stage.conversionPercent}%`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
