'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { AddJobPasteForm } from './add-job-paste-form';
import { AddJobUrlForm } from './add-job-url-form';

type Way = 'paste' | 'url';

const WAYS: readonly { way: Way; label: string }[] = [
  { way: 'paste', label: 'Paste the posting' },
  { way: 'url', label: 'From a link' },
];

/** The two ways to add a job, as tabs: paste the posting, or import it from its page. */
export function AddJobPanel({ id, headingId }: { id: string; headingId: string }) {
  const tabsId = useId();
  const [way, setWay] = useState<Way>('paste');
  // Remounts the paste form with the link filled in when an import falls back to pasting.
  const [pasteSeed, setPasteSeed] = useState({ url: '', round: 0 });
  const tabRefs = useRef<Record<Way, HTMLButtonElement | null>>({ paste: null, url: null });

  function select(next: Way, focus: boolean) {
    setWay(next);
    if (focus) tabRefs.current[next]?.focus();
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = WAYS.findIndex((entry) => entry.way === way);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % WAYS.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + WAYS.length) % WAYS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = WAYS.length - 1;
    const target = next === null ? undefined : WAYS[next];
    if (!target) return;
    event.preventDefault();
    select(target.way, true);
  }

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="rounded-xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        Add a job
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        It is scored against your base resume as soon as it is saved.
      </p>
      <div
        role="tablist"
        aria-label="How to add the job"
        className="mt-4 inline-flex rounded-lg border border-line bg-surface-muted p-1"
      >
        {WAYS.map((entry) => {
          const isSelected = entry.way === way;
          return (
            <button
              key={entry.way}
              ref={(element) => {
                tabRefs.current[entry.way] = element;
              }}
              type="button"
              role="tab"
              id={`${tabsId}-${entry.way}-tab`}
              aria-selected={isSelected}
              aria-controls={`${tabsId}-${entry.way}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => {
                select(entry.way, false);
              }}
              onKeyDown={onTabKeyDown}
              className={`rounded-md px-3 py-1.5 text-sm font-medium transition-colors ${
                isSelected
                  ? 'bg-surface text-ink shadow-sm ring-1 ring-line'
                  : 'text-ink-muted hover:text-ink'
              }`}
            >
              {entry.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${tabsId}-paste-panel`}
        aria-labelledby={`${tabsId}-paste-tab`}
        hidden={way !== 'paste'}
        className="mt-5"
      >
        <AddJobPasteForm
          key={pasteSeed.round}
          initialUrl={pasteSeed.url}
          focusOnMount={pasteSeed.round > 0}
        />
      </div>
      <div
        role="tabpanel"
        id={`${tabsId}-url-panel`}
        aria-labelledby={`${tabsId}-url-tab`}
        hidden={way !== 'url'}
        className="mt-5"
      >
        <AddJobUrlForm
          onPasteInstead={(url) => {
            setPasteSeed((seed) => ({ url, round: seed.round + 1 }));
            setWay('paste');
          }}
        />
      </div>
    </section>
  );
}
