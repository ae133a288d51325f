'use client';

import { useQuery } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import { QueryProblem } from '@/components/jobs/query-problem';
import { ImportPageRecentImportsDocument } from '@/gql/documents/ImportPageRecentImportsDocument';
import {
  outcomeText,
  recentImportRows,
  type RecentImport,
  type UndoOutcome,
} from './import-undo-rules';
import { RecentImportItem } from './recent-import-item';

const RecentImportsQuery = ImportPageRecentImportsDocument;

/**
 * "Recent imports", under the form: the imports whose jobs are still saved, each to undo. Not
 * drawn while there are none, nor while they load. An import undone here keeps its row, saying
 * so, until the person leaves the page.
 */
export function RecentImports({ onAnnounce }: { onAnnounce: (announcement: string) => void }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [settled, setSettled] = useState<{ item: RecentImport; outcome: UndoOutcome }[]>([]);
  const { data, error, refetch } = useQuery(RecentImportsQuery, {
    // Imports are made and their jobs worked on elsewhere: ask each time the form shows,
    // drawing the last answer meanwhile.
    fetchPolicy: 'cache-and-network',
  });
  const rows = recentImportRows(data?.spreadsheetImports ?? [], settled);
  const isFailed = error !== undefined && rows.length === 0;
  if (rows.length === 0 && !isFailed) return null;

  function settle(item: RecentImport, outcome: UndoOutcome) {
    setSettled((before) => [...before, { item, outcome }]);
    onAnnounce(outcomeText(outcome));
    // The row's buttons are gone with its undo: keep focus in this section.
    headingRef.current?.focus();
    // Undone in another tab: the others may have gone too. Failing, the rows drawn stay.
    if (outcome.kind === 'gone') refetch().catch(() => undefined);
  }

  return (
    <section aria-labelledby={headingId} className="border-t border-line pt-8">
      <h2
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        className="scroll-mt-24 text-lg font-semibold text-ink focus:outline-none"
      >
        Recent imports
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Imported the wrong file? Undoing an import deletes the jobs it added, with their
        applications.
      </p>
      {isFailed ? (
        <div className="mt-4">
          <QueryProblem
            error={error}
            onRetry={() => {
              refetch().catch(() => undefined);
            }}
            what="your recent imports"
            isCompact
          />
        </div>
      ) : (
        <ul
          aria-labelledby={headingId}
          className="mt-4 divide-y divide-line rounded-xl border border-line bg-surface"
        >
          {rows.map((row) => (
            <RecentImportItem key={row.item.id} row={row} onSettled={settle} />
          ))}
        </ul>
      )}
    </section>
  );
}
