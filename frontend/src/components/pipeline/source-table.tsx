'use client';

import { useId, useState } from 'react';
import {
  hiddenSourceCount,
  shownSourceRows,
  sourceRows,
  type SourceFunnelEntry,
} from './source-stats';

// The numbers' columns are as narrow as their words (w-px) and the source's takes the rest: on a
// 320 px phone that leaves a source like "LinkedIn" whole on its line.
const NUMBER_CELL = 'w-px py-2 pl-3 text-right whitespace-nowrap tabular-nums';

/**
 * "Where your interviews come from", under the funnel: for each source, the applications sent,
 * how many reached an interview (of those sent, and the share) and how many an offer; the most
 * sent first, "No source" last. Nothing is drawn until an application that was sent has a
 * source.
 */
export function SourceTable({ sources }: { sources: readonly SourceFunnelEntry[] }) {
  const [isAllShown, setIsAllShown] = useState(false);
  const headingId = useId();
  const tableId = useId();
  const rows = sourceRows(sources);
  if (rows.length === 0) return null;
  const hidden = hiddenSourceCount(rows);

  return (
    <div className="mt-5 border-t border-line pt-4">
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        Where your interviews come from
      </h3>
      <p className="mt-0.5 text-xs text-ink-subtle">
        Applications sent from each source, and how many reached an interview or an offer.
      </p>
      <table id={tableId} aria-labelledby={headingId} className="mt-2 w-full text-sm">
        <thead>
          <tr className="border-b border-line text-xs text-ink-muted">
            <th scope="col" className="py-2 pr-1 text-left font-medium">
              Source
            </th>
            <th scope="col" className={`${NUMBER_CELL} font-medium`}>
              Applied
            </th>
            <th scope="col" className={`${NUMBER_CELL} font-medium`}>
              Interviews
            </th>
            <th scope="col" className={`${NUMBER_CELL} font-medium`}>
              Offers
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {shownSourceRows(rows, isAllShown).map((row) => (
            <tr key={row.key}>
              <th
                scope="row"
                className={`py-2 pr-1 text-left wrap-anywhere ${
                  row.isNoSource ? 'font-normal text-ink-muted italic' : 'font-medium text-ink'
                }`}
              >
                {row.label}
              </th>
              <td className={`${NUMBER_CELL} text-ink`}>{row.applied}</td>
              <td className={NUMBER_CELL}>
                <span className="font-semibold text-ink">{row.interviews}</span>{' '}
                <span className="text-ink-muted">of {row.applied}</span>{' '}
                {/* "2 of 5 · 40%": the share under the count on phones, beside it where there
                    is room. The dot is only hidden from sight, so it is always read; its space
                    does not break, as not-sr-only lets lines wrap again. */}
                <span className="block text-xs text-ink-subtle sm:inline sm:text-sm">
                  <span className="sr-only sm:not-sr-only">·{'\u00a0'}</span>
                  {row.interviewPercent}%
                </span>
              </td>
              <td
                className={`${NUMBER_CELL} ${
                  row.offers > 0 ? 'font-semibold text-ink' : 'text-ink-subtle'
                }`}
              >
                {row.offers}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {hidden > 0 ? (
        <button
          type="button"
          aria-expanded={isAllShown}
          aria-controls={tableId}
          onClick={() => {
            setIsAllShown((all) => !all);
          }}
          className="mt-2 text-sm font-medium text-accent underline-offset-4 hover:underline"
        >
          {isAllShown
            ? 'Show fewer sources'
            : `Show ${String(hidden)} more ${hidden === 1 ? 'source' : 'sources'}`}
        </button>
      ) : null}
    </div>
  );
}
