'use client';

import type { ReactNode } from 'react';
import { entryLabel, listAt, type EditedListSection, type Path } from '@/lib/resume-editing';
import { useResumeEditor } from './editor-context';
import { AddItemButton, ItemControls } from './list-controls';

/** One section of the editor (Basics, Work, …): a heading, a sentence, then its fields. */
export function SectionFrame({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const isInSection = useResumeEditor().placement === 'section';
  const Heading = isInSection ? 'h4' : 'h3';
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-24 ${isInSection ? FRAME_IN_SECTION : FRAME}`}
    >
      <Heading id={`${id}-title`} className="text-lg font-semibold text-ink">
        {title}
      </Heading>
      <p className="mt-1 text-sm text-ink-muted">{description}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}

const FRAME = 'rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6';
// Inside a page's card a phone has no width to spare for a second frame and its padding: the
// sections are set apart by a rule instead.
const FRAME_IN_SECTION =
  'border-t border-line pt-5 sm:rounded-2xl sm:border sm:bg-surface sm:p-6 sm:shadow-sm';

/**
 * The entries of one list section (work, education, skills, projects): each a fieldset named
 * after the entry, with move and remove buttons, then a button to add one.
 */
export function EntryList({
  section,
  addLabel,
  emptyText,
  newEntry,
  focusKey,
  children,
}: {
  section: EditedListSection;
  /** `Add a job` */
  addLabel: string;
  emptyText: string;
  newEntry: Record<string, unknown>;
  /** The field focused in a new entry: `name`. */
  focusKey: string;
  children: (path: Path, label: string) => ReactNode;
}) {
  const editor = useResumeEditor();
  const listPath: Path = [section];
  const entries = listAt(editor.document, listPath);

  return (
    <div className="space-y-4">
      {entries.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line-strong px-4 py-5 text-sm text-ink-muted">
          {emptyText}
        </p>
      ) : (
        entries.map((entry, index) => {
          const label = entryLabel(section, entry, index);
          const path: Path = [section, index];
          return (
            <fieldset
              key={index}
              className="relative min-w-0 rounded-xl border border-line bg-canvas-tint p-4 sm:p-5"
            >
              <legend className="float-left w-full pr-28 text-base font-semibold break-words text-ink">
                {label}
              </legend>
              <div className="absolute top-2.5 right-2.5">
                <ItemControls
                  listPath={listPath}
                  index={index}
                  count={entries.length}
                  itemName={label}
                  afterRemoveFocusId={editor.idFor(listPath, 'add')}
                />
              </div>
              <div className="clear-both pt-4">{children(path, label)}</div>
            </fieldset>
          );
        })
      )}
      <AddItemButton
        listPath={listPath}
        item={newEntry}
        focusPath={[focusKey]}
        announcement={`${addLabel}: new entry ${entries.length + 1} added.`}
      >
        {addLabel}
      </AddItemButton>
    </div>
  );
}

export const FIELD_GRID = 'grid gap-4 sm:grid-cols-2';
export const DATE_HINT = 'YYYY-MM, e.g. 2021-03';

/** Start and end side by side at every width: a pair reads best together, even on a phone. */
export function DateRange({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-2 gap-3 sm:col-span-2 sm:gap-4">{children}</div>;
}
