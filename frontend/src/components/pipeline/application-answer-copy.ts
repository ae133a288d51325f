'use client';

import { useEffect, useState, type RefObject } from 'react';
import type { CopyState } from '@/components/account/copy-field';

/** How long "Copied" stays before Copy is back; the fallback's longer note, long enough to read. */
const SAID_FOR_MS = { copied: 2500, failed: 10_000 } as const;

/**
 * Copies an answer to the clipboard for pasting into the form. Where the browser refuses
 * (permissions, an insecure origin) the answer's text is selected instead, for Ctrl+C. Like
 * account/copy-field's useCopy, which selects inside a field; an answer is a paragraph. The
 * state goes back to idle after a while, which also empties the live region that says it, so
 * a second copy is announced again.
 */
export function useCopyAnswer(
  text: string,
  textRef: RefObject<HTMLElement | null>,
): { copyState: CopyState; copy: () => Promise<void> } {
  const [copyState, setCopyState] = useState<CopyState>('idle');

  useEffect(() => {
    if (copyState === 'idle') return;
    const timer = setTimeout(() => {
      setCopyState('idle');
    }, SAID_FOR_MS[copyState]);
    return () => {
      clearTimeout(timer);
    };
  }, [copyState]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopyState('copied');
    } catch {
      const element = textRef.current;
      if (element) window.getSelection()?.selectAllChildren(element);
      setCopyState('failed');
    }
  }

  return { copyState, copy };
}
