import { SectionHeading } from '../section-heading';
import { pipelineColumns, type PipelineStatus } from './sample-data';

const statusDot: Record<PipelineStatus, string> = {
  draft: 'bg-slate-400',
  ready: 'bg-brand-500',
  applied: 'bg-sky-500',
  interviewing: 'bg-violet-500',
  offer: 'bg-amber-500',
  accepted: 'bg-emerald-500',
};

function scoreTone(score: number) {
  if (score >= 80) return 'bg-good-soft text-good';
  if (score >= 65) return 'bg-accent-soft text-accent';
  return 'bg-warn-soft text-warn';
}

export function PipelinePreview() {
  return (
    <section
      aria-labelledby="pipeline"
      className="border-y border-line bg-canvas-tint py-20 sm:py-24"
    >
      <div className="container-page">
        <SectionHeading
          id="pipeline"
          eyebrow="Application pipeline"
          title="Know where every application stands"
        >
          Each job moves through the same clear stages. Only sensible moves are allowed, and every
          move is kept in the application’s history.
        </SectionHeading>

        {/* Six columns do not fit a phone: the board scrolls sideways there, by touch or keyboard. */}
        <div
          role="region"
          aria-label="Sample pipeline board"
          tabIndex={0}
          className="relative -mx-5 mt-12 snap-x snap-mandatory overflow-x-auto px-5 pb-4 sm:-mx-6 sm:px-6 lg:mx-0 lg:snap-none lg:overflow-visible lg:px-0 lg:pb-0"
        >
          <ol className="grid min-w-[64rem] grid-cols-6 gap-3 lg:min-w-0">
            {pipelineColumns.map((column) => (
              <li
                key={column.status}
                className="flex snap-start flex-col rounded-2xl border border-line bg-surface-muted/60 p-2.5"
              >
                <h3 className="flex items-center justify-between px-1 text-sm font-semibold text-ink">
                  <span className="flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className={`size-2 rounded-full ${statusDot[column.status]}`}
                    />
                    {column.label}
                  </span>
                  <span className="rounded-full bg-surface px-2 text-xs font-medium text-ink-subtle tabular-nums">
                    <span className="sr-only">Applications: </span>
                    {column.cards.length}
                  </span>
                </h3>
                <ul className="mt-3 flex flex-1 flex-col gap-2">
                  {column.cards.map((card) => (
                    <li
                      key={`${card.company}-${card.title}`}
                      className="rounded-xl border border-line bg-surface p-3 shadow-sm"
                    >
                      <div className="flex items-start justify-between gap-2">
                        <p className="text-sm leading-5 font-semibold text-ink">{card.title}</p>
                        <span
                          className={`shrink-0 rounded-md px-1.5 py-0.5 text-xs font-semibold tabular-nums ${scoreTone(card.score)}`}
                        >
                          <span className="sr-only">Match score </span>
                          {card.score}
                        </span>
                      </div>
                      <p className="mt-0.5 text-xs text-ink-muted">{card.company}</p>
                      <p className="mt-2.5 border-t border-line pt-2 text-xs text-ink-subtle">
                        {card.note}
                      </p>
                    </li>
                  ))}
                  {column.cards.length === 0 && (
                    <li className="flex flex-1 items-center justify-center rounded-xl border border-dashed border-line-strong p-4 text-center text-xs text-ink-subtle">
                      Your next role
                    </li>
                  )}
                </ul>
              </li>
            ))}
          </ol>
        </div>

        <p className="mt-6 max-w-3xl text-sm leading-6 text-ink-muted">
          You can withdraw at any stage; an employer can reject once you have applied.{' '}
          <strong className="font-semibold text-ink">Accepted</strong>,{' '}
          <strong className="font-semibold text-ink">Rejected</strong> and{' '}
          <strong className="font-semibold text-ink">Withdrawn</strong> are final.
        </p>
      </div>
    </section>
  );
}
