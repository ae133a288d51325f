'use client';

import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { nextOptionIndex } from '@/lib/board-moves';

/**
 * A button that opens its choices in the page's flow, under it (the board's Move, a task's
 * Day): the first choice takes the focus as they open, arrow keys (and Home, End) walk them,
 * Escape closes them and returns to the button, and focus leaving the button and its choices
 * (a click elsewhere, Tab past them) closes them. Spread `wrapperProps` on an element around
 * both (`display: contents` keeps them in their row's layout).
 */
export function useInlineMenu(choiceCount: number) {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const choiceRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (isOpen) choiceRefs.current[0]?.focus();
  }, [isOpen]);

  function close({ focusButton }: { focusButton: boolean }) {
    setIsOpen(false);
    if (focusButton) buttonRef.current?.focus();
  }

  const wrapperProps = {
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Escape' && isOpen) {
        event.stopPropagation();
        close({ focusButton: true });
      }
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (isOpen && !event.currentTarget.contains(event.relatedTarget))
        close({ focusButton: false });
    },
  };

  /** The ref and arrow keys of the `index`th choice. */
  function choiceProps(index: number) {
    return {
      ref: (element: HTMLButtonElement | null) => {
        choiceRefs.current[index] = element;
      },
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
        const next = nextOptionIndex(event.key, index, choiceCount);
        if (next === null) return;
        event.preventDefault();
        choiceRefs.current[next]?.focus();
      },
    };
  }

  return {
    isOpen,
    toggle: () => {
      setIsOpen((open) => !open);
    },
    close,
    buttonRef,
    wrapperProps,
    choiceProps,
  };
}
