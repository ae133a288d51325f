'use client';

import { useEffect, useState, type RefObject } from 'react';
import { buttonClasses } from '../button-link';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies `value` to the clipboard. Where the browser refuses (permissions, an insecure origin),
 * the field is focused and its text selected, for Ctrl+C. The state says which, for 2.5 s;
 * `copy` resolves to whether the clipboard took it.
 */
export function useCopy(
  value: string,
  fieldRef: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
): { copyState: CopyState; copy: () => Promise<boolean> } {
  const [copyState, setCopyState] = useState<CopyState>('idle');

  useEffect(() => {
    if (copyState === 'idle') return;
    const timer = setTimeout(() => {
      setCopyState('idle');
    }, 2500);
    return () => {
      clearTimeout(timer);
    };
  }, [copyState]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopyState('copied');
      return true;
    } catch {
      fieldRef.current?.focus();
      fieldRef.current?.select();
      setCopyState('failed');
      return false;
    }
  }

  return { copyState, copy };
}

/**
 * A secret to copy (a token, a calendar address): read-only, monospaced, selected whole on
 * focus, with Copy beside it (below it on phones). The caller labels it (`id`) and says what
 * happened (`useCopy`'s state) where its layout has room.
 */
export function CopyField({
  id,
  value,
  fieldRef,
  copyState,
  onCopy,
}: {
  id: string;
  value: string;
  fieldRef: RefObject<HTMLInputElement | null>;
  copyState: CopyState;
  onCopy: () => Promise<unknown>;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <input
        ref={fieldRef}
        id={id}
        readOnly
        value={value}
        spellCheck={false}
        onFocus={(event) => {
          event.currentTarget.select();
        }}
        className="min-w-0 flex-1 rounded-lg border border-line-strong bg-surface px-3 py-2 font-mono text-sm text-ink shadow-sm focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0"
      />
      <button
        type="button"
        onClick={() => {
          void onCopy();
        }}
        className={buttonClasses('primary', 'md', 'h-10 sm:w-28')}
      >
        {copyState === 'copied' ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}
