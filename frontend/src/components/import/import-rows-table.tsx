'use client';

import { StatusBadge } from '@/components/app/status-badge';
import type { ImportAnswer } from './import-form';
import { formatDay } from '@/lib/dates';
import { WarningIcon } from '@/components/warning-icon';

type ImportRow = ImportAnswer['rows'][number];

/** The row's status and day applied, as they read; under the job on phones, in columns beside. */
function StatusAndDay({ row }: { row: ImportRow }) {
  return (
    <>
      {row.status ? <StatusBadge status={row.status} /> : null}
      {row.appliedOn ? (
        <time dateTime={row.appliedOn} className="text-ink-muted">
          {formatDay(row.appliedOn)}
        </time>
      ) : null}
    </>
  );
}

/**
 * The file's rows as the dry run read them: the line, the job, its status and day applied, and
 * for a row left out, why, in the warning colours. On phones the status and day go under the
 * job, so the table fits a 320 px screen without scrolling sideways.
 */
export function ImportRowsTable({ rows }: { rows: readonly ImportRow[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">The rows of the file</caption>
        <thead className="border-b border-line bg-surface-muted text-xs text-ink-muted">
          <tr>
            <th scope="col" className="w-px py-2.5 pr-2 pl-4 font-medium whitespace-nowrap">
              Line
            </th>
            <th scope="col" className="py-2.5 pr-4 pl-2 font-medium">
              Job
            </th>
            <th scope="col" className="py-2.5 pr-4 font-medium whitespace-nowrap max-sm:hidden">
              Status
            </th>
            <th scope="col" className="py-2.5 pr-4 font-medium whitespace-nowrap max-sm:hidden">
              Day applied
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.line} className={row.problem === null ? undefined : 'bg-warn-soft'}>
              <td className="w-px py-3 pr-2 pl-4 align-top text-ink-subtle tabular-nums">
                {row.line}
              </td>
              <td className="py-3 pr-4 pl-2 align-top">
                {row.title === null ? (
                  <span className="text-ink-muted italic">No job title</span>
                ) : (
                  <span className="font-medium wrap-anywhere text-ink">{row.title}</span>
                )}
                {row.company === null ? null : (
                  <span className="block wrap-anywhere text-ink-muted">{row.company}</span>
                )}
                {row.contacts === 0 ? null : (
                  <span className="block text-ink-subtle">
                    {row.contacts === 1 ? '1 contact' : `${String(row.contacts)} contacts`}
                  </span>
                )}
                {row.status || row.appliedOn ? (
                  <span className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 sm:hidden">
                    <StatusAndDay row={row} />
                  </span>
                ) : null}
                {row.problem === null ? null : (
                  <p className="mt-1.5 flex items-start gap-1.5 text-warn">
                    <WarningIcon className="mt-0.5 size-4 shrink-0" />
                    <span>
                      <span className="font-semibold">Left out:</span> {row.problem}
                    </span>
                  </p>
                )}
              </td>
              <td className="py-3 pr-4 align-top whitespace-nowrap max-sm:hidden">
                {row.status ? <StatusBadge status={row.status} /> : null}
              </td>
              <td className="py-3 pr-4 align-top whitespace-nowrap text-ink-muted max-sm:hidden">
                {row.appliedOn ? (
                  <time dateTime={row.appliedOn}>{formatDay(row.appliedOn)}</time>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
