import type { Ref } from 'react';
import { Spinner } from '@/components/account/spinner';
import { buttonClasses } from '@/components/button-link';

/** The page's main action; its label says what happens, and changes while it happens. */
export function TailorButton({
  ref,
  onTailor,
  isTailoring,
  isAgain = false,
  size = 'md',
}: {
  /** For focus to return to it, e.g. after a confirmation it opened is cancelled. */
  ref?: Ref<HTMLButtonElement>;
  onTailor: () => void;
  isTailoring: boolean;
  isAgain?: boolean;
  size?: 'md' | 'lg';
}) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onTailor}
      disabled={isTailoring}
      className={buttonClasses(isAgain ? 'secondary' : 'primary', size)}
    >
      {isTailoring ? <Spinner /> : <SparkIcon />}
      {isTailoring ? (
        'Tailoring…'
      ) : isAgain ? (
        'Tailor again'
      ) : (
        <>
          {/* The full label is wider than a phone's card; the text beside the button says the
              cover letter comes with it. */}
          <span className="sm:hidden">Tailor my resume</span>
          <span className="hidden sm:inline">Tailor resume &amp; draft cover letter</span>
        </>
      )}
    </button>
  );
}

function SparkIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4 shrink-0">
      <path
        d="M8 1.5 9.4 6.6 14.5 8 9.4 9.4 8 14.5 6.6 9.4 1.5 8l5.1-1.4L8 1.5Z"
        fill="currentColor"
      />
    </svg>
  );
}
