import { SectionHeading } from '../section-heading';
import { scoreComponents, totalScore } from './sample-data';
import { CheckIcon } from '../icons';

const weightColors: Record<string, string> = {
  required: 'bg-brand-600',
  preferred: 'bg-brand-400',
  title: 'bg-sky-500',
  responsibilities: 'bg-emerald-500',
  experience: 'bg-amber-500',
};

const points = [
  {
    title: 'Every match cites a bullet',
    body: 'A term counts only when a line of your resume contains it. The report quotes that line, so you can check it in a second.',
  },
  {
    title: 'Missing must-haves come first',
    body: 'Gaps are listed, not hidden in a number. Add the skill if it is true, or go in knowing what the interview will probe.',
  },
  {
    title: 'Same input, same score',
    body: 'Rules, not a model: the same resume and posting give the same result on every machine, so changes are easy to compare.',
  },
];

function formatPoints(value: number) {
  return value.toFixed(1);
}

export function ScoreExplained() {
  return (
    <section aria-labelledby="match-score" className="py-20 sm:py-24">
      <div className="container-page grid grid-cols-1 gap-14 lg:grid-cols-2 lg:items-center lg:gap-20">
        <div>
          <SectionHeading
            id="match-score"
            eyebrow="Explainable match score"
            title="A score you can check line by line"
          >
            Five components, fixed weights, no black box. The number is only the summary; the report
            underneath is the point.
          </SectionHeading>
          <ul className="mt-10 space-y-6">
            {points.map((point) => (
              <li key={point.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-good-soft text-good"
                >
                  <CheckIcon className="size-3.5" strokeWidth={2.2} />
                </span>
                <div>
                  <h3 className="font-semibold text-ink">{point.title}</h3>
                  <p className="mt-1 text-sm leading-6 text-ink-muted">{point.body}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>

        <div className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-7">
          <h3 className="font-semibold text-ink">How the sample’s {totalScore} adds up</h3>
          <p className="mt-1 text-sm text-ink-muted">Weighted components of the match above.</p>
          <div
            aria-hidden="true"
            className="mt-5 flex h-3 w-full overflow-hidden rounded-full bg-surface-muted"
          >
            {scoreComponents.map((component) => (
              <span
                key={component.key}
                className={`${weightColors[component.key] ?? 'bg-brand-500'} h-full border-r-2 border-surface last:border-r-0`}
                style={{ width: `${component.weight}%` }}
              />
            ))}
          </div>
          <div className="relative mt-6 overflow-x-auto">
            <table className="w-full min-w-[20rem] text-left text-sm">
              <caption className="sr-only">Score components of the sample match</caption>
              <thead>
                <tr className="border-b border-line text-xs tracking-wide text-ink-subtle uppercase">
                  <th scope="col" className="pb-2 font-semibold">
                    Component
                  </th>
                  <th scope="col" className="pb-2 pl-3 text-right font-semibold">
                    Weight
                  </th>
                  <th scope="col" className="pb-2 pl-3 text-right font-semibold">
                    Score
                  </th>
                  <th scope="col" className="pb-2 pl-3 text-right font-semibold">
                    Points
                  </th>
                </tr>
              </thead>
              <tbody>
                {scoreComponents.map((component) => (
                  <tr key={component.key} className="border-b border-line last:border-b-0">
                    <th scope="row" className="py-3 pr-3 font-normal">
                      <span className="flex items-center gap-2.5">
                        <span
                          aria-hidden="true"
                          className={`size-2.5 shrink-0 rounded-sm ${weightColors[component.key] ?? 'bg-brand-500'}`}
                        />
                        <span>
                          <span className="block font-medium text-ink">{component.label}</span>
                          <span className="block text-xs text-ink-subtle">{component.detail}</span>
                        </span>
                      </span>
                    </th>
                    <td className="py-3 pl-3 text-right text-ink-muted tabular-nums">
                      {component.weight}%
                    </td>
                    <td className="py-3 pl-3 text-right text-ink-muted tabular-nums">
                      {component.score}
                    </td>
                    <td className="py-3 pl-3 text-right font-semibold text-ink tabular-nums">
                      {formatPoints((component.weight * component.score) / 100)}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t-2 border-line-strong">
                  <th scope="row" colSpan={3} className="pt-3 font-semibold text-ink">
                    Match score (rounded)
                  </th>
                  <td className="pt-3 text-right text-lg font-bold text-good tabular-nums">
                    {totalScore}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
        </div>
      </div>
    </section>
  );
}
