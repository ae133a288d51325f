'use client';

import Link from 'next/link';
import { useEffect, useRef, type ReactNode } from 'react';
import { buttonClasses } from '../button-link';
import { CheckIcon } from '../icons';
import { FormAlert } from './fields';
import { Spinner } from './spinner';

/** Until the browser has read the link's token from the fragment (useLinkToken). */
export function OpeningLink() {
  return (
    <p className="flex items-center gap-2 text-sm text-ink-muted">
      <Spinner />
      Opening the link…
    </p>
  );
}

/** Why an e-mailed link cannot be used, and the way to a new one. */
export function LinkProblem({
  heading,
  isFocused = false,
  actionHref,
  actionLabel,
  children,
}: {
  heading: string;
  /** When it replaces the form the visitor was using, focus moves to it so it is read out. */
  isFocused?: boolean;
  actionHref: string;
  actionLabel: string;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isFocused) headingRef.current?.focus();
  }, [isFocused]);

  return (
    <div className="space-y-5">
      <div className="rounded-lg border border-bad/30 bg-bad/10 px-4 py-3">
        <h2 ref={headingRef} tabIndex={-1} className="font-semibold text-bad focus:outline-none">
          {heading}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{children}</p>
      </div>
      <Link href={actionHref} className={buttonClasses('primary', 'lg', 'w-full')}>
        {actionLabel}
      </Link>
    </div>
  );
}

/**
 * What a link's page asks before it acts: one button (mail scanners open links but press
 * nothing), with what went wrong above it and its pending state.
 */
export function LinkAction({
  label,
  pendingLabel,
  isPending,
  problem,
  onPress,
}: {
  label: string;
  pendingLabel: string;
  isPending: boolean;
  problem: string | undefined;
  onPress: () => void;
}) {
  return (
    <div className="space-y-5" aria-busy={isPending}>
      <FormAlert message={problem} />
      <button
        type="button"
        disabled={isPending}
        onClick={onPress}
        className={buttonClasses('primary', 'lg', 'w-full')}
      >
        {isPending ? <Spinner /> : null}
        {isPending ? pendingLabel : label}
      </button>
    </div>
  );
}

/**
 * What a link did, in place of the button that was pressed: focus lands on its heading, so it
 * is read out, and `actions` lead on.
 */
export function LinkDone({
  heading,
  children,
  actions,
}: {
  heading: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="space-y-5">
      <div className="flex items-start gap-3">
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-good-soft text-good sm:flex">
          <CheckIcon className="size-5" />
        </span>
        <div className="min-w-0">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-ink focus:outline-none"
          >
            {heading}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{children}</p>
        </div>
      </div>
      {actions}
    </div>
  );
}
