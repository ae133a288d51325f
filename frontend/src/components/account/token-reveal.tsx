'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { CreatedToken } from '@/lib/api';
import { buttonClasses } from '../button-link';

type CopyState = 'idle' | 'copied' | 'failed';

/** The one moment a token's secret is visible: copy it now, it is never shown again. */
export function TokenReveal({ token, onDismiss }: { token: CreatedToken; onDismiss: () => void }) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');

  useEffect(() => {
    // Move focus here so keyboard and screen reader users meet the secret first.
    headingRef.current?.focus();
  }, [token.id]);

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
      await navigator.clipboard.writeText(token.token);
      setCopyState('copied');
    } catch {
      // Clipboard access can be refused (permissions, insecure origin): select for Ctrl+C.
      fieldRef.current?.select();
      setCopyState('failed');
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-warn-line bg-warn-soft p-5 sm:p-6"
    >
      <h3
        id={`${id}-title`}
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-base font-semibold text-ink focus:outline-none"
      >
        <svg viewBox="0 0 20 20" className="size-5 shrink-0 text-warn" aria-hidden="true">
          <path
            d="M10 3 2.5 16.5h15L10 3Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
          <path
            d="M10 8v4m0 2.2v.01"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
        Copy your new token “{token.name}” now
      </h3>
      <p className="mt-2 text-sm text-ink-muted">
        This is the only time it is shown. Store it somewhere safe, such as a password manager or
        your host’s secret store. If you lose it, revoke it and create a new one.
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-token`} className="sr-only">
          New API token
        </label>
        <input
          ref={fieldRef}
          id={`${id}-token`}
          readOnly
          value={token.token}
          spellCheck={false}
          onFocus={(event) => {
            event.currentTarget.select();
          }}
          className="min-w-0 flex-1 rounded-lg border border-line-strong bg-surface px-3 py-2 font-mono text-sm text-ink shadow-sm focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0"
        />
        <button
          type="button"
          onClick={() => {
            void copy();
          }}
          className={buttonClasses('primary', 'md', 'h-10 sm:w-28')}
        >
          {copyState === 'copied' ? 'Copied' : 'Copy'}
        </button>
      </div>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" className="min-h-5 text-sm text-ink-muted">
          {copyState === 'copied'
            ? 'Token copied to the clipboard.'
            : copyState === 'failed'
              ? 'Could not copy automatically: the token is selected, press Ctrl+C (⌘C).'
              : ''}
        </p>
        <button
          type="button"
          onClick={onDismiss}
          className={buttonClasses('secondary', 'md', 'self-end sm:self-auto')}
        >
          I have copied it
        </button>
      </div>
    </section>
  );
}
