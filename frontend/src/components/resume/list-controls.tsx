'use client';

import type { ReactNode } from 'react';
import { inputClasses } from '@/components/account/fields';
import { lineIconProps } from '@/components/icons';
import { insertItem, listAt, moveItem, removeItem, setIn, type Path } from '@/lib/resume-editing';
import { useResumeEditor } from './editor-context';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-md text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

export const addButtonClasses =
  'inline-flex items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-semibold text-accent transition-colors hover:bg-accent-soft disabled:cursor-not-allowed disabled:opacity-60';

export function PlusIcon() {
  return (
    <svg {...lineIconProps('size-4')}>
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

function ArrowIcon({ direction }: { direction: 'up' | 'down' }) {
  return (
    <svg {...lineIconProps('size-4')}>
      {direction === 'up' ? <path d="M12 19V5m-6 6 6-6 6 6" /> : <path d="M12 5v14m6-6-6 6-6-6" />}
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg {...lineIconProps('size-4')}>
      <path d="M4 7h16M10 11v6m4-6v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}

/**
 * Move up, move down and remove for one item of the list at `listPath`. Each button is named
 * for the item (`Remove highlight 2 of Acme`), and focus follows the item when it moves.
 */
export function ItemControls({
  listPath,
  index,
  count,
  itemName,
  afterRemoveFocusId,
}: {
  listPath: Path;
  index: number;
  count: number;
  /** Names the item in button labels and announcements: `highlight 2 of Acme`, `Acme`. */
  itemName: string;
  /** Where focus goes when the last item is removed (the list's Add button). */
  afterRemoveFocusId: string;
}) {
  const editor = useResumeEditor();
  const buttonId = (at: number, action: string) => editor.idFor([...listPath, at], action);

  function move(to: number) {
    const direction = to < index ? 'up' : 'down';
    editor.update((document) => moveItem(document, listPath, index, to));
    // The same button at the item's new place, or the other one when it reached an end.
    editor.focusAfterRender(
      buttonId(to, direction),
      buttonId(to, direction === 'up' ? 'down' : 'up'),
    );
    editor.announce(`Moved ${itemName} ${direction}, now ${to + 1} of ${count}.`);
  }

  function remove() {
    editor.update((document) => removeItem(document, listPath, index));
    const next = index < count - 1 ? index : index - 1;
    editor.focusAfterRender(...(next >= 0 ? [buttonId(next, 'remove')] : []), afterRemoveFocusId);
    editor.announce(`Removed ${itemName}.`);
  }

  return (
    <div className="flex shrink-0 items-center">
      <button
        type="button"
        id={buttonId(index, 'up')}
        disabled={index === 0}
        onClick={() => {
          move(index - 1);
        }}
        title="Move up"
        className={iconButton}
      >
        <ArrowIcon direction="up" />
        <span className="sr-only">Move {itemName} up</span>
      </button>
      <button
        type="button"
        id={buttonId(index, 'down')}
        disabled={index === count - 1}
        onClick={() => {
          move(index + 1);
        }}
        title="Move down"
        className={iconButton}
      >
        <ArrowIcon direction="down" />
        <span className="sr-only">Move {itemName} down</span>
      </button>
      <button
        type="button"
        id={buttonId(index, 'remove')}
        onClick={remove}
        title="Remove"
        className={`${iconButton} hover:text-bad`}
      >
        <TrashIcon />
        <span className="sr-only">Remove {itemName}</span>
      </button>
    </div>
  );
}

/** A button that appends `item` to the list at `listPath` and focuses the new item's field. */
export function AddItemButton({
  listPath,
  item,
  focusPath,
  children,
  accessibleSuffix,
  announcement,
}: {
  listPath: Path;
  item: unknown;
  /** The path, relative to the new item, of the control to focus: `['name']`, `[]`. */
  focusPath: Path;
  children: ReactNode;
  /** Said after the visible text by screen readers: ` to Acme`. */
  accessibleSuffix?: string;
  announcement: string;
}) {
  const editor = useResumeEditor();
  const count = listAt(editor.document, listPath).length;
  return (
    <button
      type="button"
      id={editor.idFor(listPath, 'add')}
      onClick={() => {
        editor.update((document) => insertItem(document, listPath, item));
        editor.focusAfterRender(editor.idFor([...listPath, count, ...focusPath]));
        editor.announce(announcement);
      }}
      className={addButtonClasses}
    >
      <PlusIcon />
      {children}
      {accessibleSuffix ? <span className="sr-only">{accessibleSuffix}</span> : null}
    </button>
  );
}

/**
 * A list of short texts (a job's highlights): one box per item, each with its own move and
 * remove buttons, and a button to add one.
 */
export function StringListField({
  listPath,
  legend,
  noun,
  ownerName,
  hint,
}: {
  listPath: Path;
  legend: string;
  /** `highlight` */
  noun: string;
  /** The entry the list belongs to, for names: `Acme`. */
  ownerName: string;
  hint?: string;
}) {
  const editor = useResumeEditor();
  const items = listAt(editor.document, listPath);
  const hintId = editor.idFor(listPath, 'hint');
  const capitalNoun = noun.charAt(0).toUpperCase() + noun.slice(1);

  return (
    // min-w-0: a fieldset is at least as wide as its content (min-inline-size: min-content),
    // and a box sized to its text is as wide as its longest line: on a phone that pushed the
    // whole page sideways.
    <fieldset aria-describedby={hint ? hintId : undefined} className="min-w-0">
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-ink-subtle">
          {hint}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ol className="mt-2 space-y-2">
          {items.map((item, index) => {
            const path = [...listPath, index];
            const id = editor.idFor(path);
            const itemName = `${noun} ${index + 1} of ${ownerName}`;
            return (
              // On a phone the buttons wrap under the text rather than squeeze it to a few
              // words a line: the box keeps at least 12rem.
              <li key={index} className="flex flex-wrap items-start gap-x-2 gap-y-1">
                <span
                  aria-hidden="true"
                  className="mt-2.5 w-5 shrink-0 text-right text-sm text-ink-subtle tabular-nums"
                >
                  {index + 1}.
                </span>
                <label htmlFor={id} className="sr-only">
                  {capitalNoun} {index + 1} of {ownerName}
                </label>
                <textarea
                  id={id}
                  rows={1}
                  value={typeof item === 'string' ? item : ''}
                  onChange={(event) => {
                    const value = event.target.value;
                    editor.update((document) => setIn(document, path, value));
                  }}
                  className={`${inputClasses} min-w-0 flex-[1_1_12rem] resize-y field-sizing-content`}
                />
                <div className="ml-auto">
                  <ItemControls
                    listPath={listPath}
                    index={index}
                    count={items.length}
                    itemName={itemName}
                    afterRemoveFocusId={editor.idFor(listPath, 'add')}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      <div className="mt-2">
        <AddItemButton
          listPath={listPath}
          item=""
          focusPath={[]}
          accessibleSuffix={` to ${ownerName}`}
          announcement={`Added ${noun} ${items.length + 1} to ${ownerName}.`}
        >
          Add {noun}
        </AddItemButton>
      </div>
    </fieldset>
  );
}
