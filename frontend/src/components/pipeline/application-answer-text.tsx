'use client';

import { useEffect, useId, useRef, useState, type RefObject } from 'react';

/** Tailwind finds class names in the source: each clamp is written out whole. */
const CLAMPS = { 3: 'line-clamp-3', 6: 'line-clamp-6' } as const;

/**
 * An answer's text cut to a few lines, with "Show all" when there is more: long answers would
 * otherwise bury the list. Whether the text overflows is measured, not guessed from its length,
 * so the button appears only when it reveals something at this width. The whole text stays in
 * the page (clamped only visually): it is read out, found with the browser's search and selected
 * whole when Copy falls back to a selection.
 */
export function AnswerText({
  text,
  lines,
  textRef,
  boxClassName = '',
  className,
}: {
  text: string;
  lines: keyof typeof CLAMPS;
  /** The paragraph itself, for Copy's fallback to select. */
  textRef?: RefObject<HTMLParagraphElement | null>;
  /**
   * The box around the text (a background, padding): not the clamped paragraph's own, whose
   * bottom padding would show the top of the first line cut.
   */
  boxClassName?: string;
  className: string;
}) {
  const id = useId();
  const ownRef = useRef<HTMLParagraphElement>(null);
  const measuredRef = textRef ?? ownRef;
  const [isExpanded, setIsExpanded] = useState(false);
  const [isCut, setIsCut] = useState(false);

  useEffect(() => {
    const element = measuredRef.current;
    if (!element || isExpanded) return;
    // Measured again when the width changes (a phone turned, the window resized); the first
    // measure comes before the first paint, so the button does not pop in.
    const observer = new ResizeObserver(() => {
      setIsCut(element.scrollHeight > element.clientHeight + 1);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [measuredRef, text, isExpanded]);

  return (
    <div>
      <div className={boxClassName}>
        <p
          ref={measuredRef}
          id={id}
          className={`break-words whitespace-pre-line ${isExpanded ? '' : CLAMPS[lines]} ${className}`}
        >
          {text}
        </p>
      </div>
      {isCut || isExpanded ? (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={id}
          onClick={() => {
            setIsExpanded((expanded) => !expanded);
          }}
          className="mt-1 text-sm font-medium text-accent underline-offset-4 hover:underline"
        >
          {isExpanded ? 'Show less' : 'Show all'}
        </button>
      ) : null}
    </div>
  );
}
