'use client';
// The docs site's light/dark mode. The choice lives on the docs root element as
// `data-theme="light" | "dark"` (absent: follow the operating system), where CSS reads it
// (globals.css: `color-scheme`, and with it every `light-dark()` colour). A script in the
// page sets it before first paint (mode-script.ts); components read and change it here.
import { useSyncExternalStore } from 'react';
import { COLOR_MODE_STORAGE_KEY, DOCS_ROOT_ID } from '@/lib/docs/color-mode-keys';

export type ColorMode = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function docsRoot(): HTMLElement | null {
  return document.getElementById(DOCS_ROOT_ID);
}

/** The mode in effect: the root's explicit choice, else the operating system's. */
export function resolvedColorMode(): ColorMode {
  const chosen = docsRoot()?.dataset.theme;
  if (chosen === 'light' || chosen === 'dark') return chosen;
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  const observer = new MutationObserver(onChange);
  const root = docsRoot();
  if (root) observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
  return () => {
    media.removeEventListener('change', onChange);
    observer.disconnect();
  };
}

/** The mode in effect, re-rendering when the reader or the operating system changes it. */
export function useResolvedColorMode(): ColorMode {
  return useSyncExternalStore(subscribe, resolvedColorMode, () => 'light');
}

/** Sets and remembers the reader's choice. */
export function chooseColorMode(mode: ColorMode): void {
  const root = docsRoot();
  if (root) root.dataset.theme = mode;
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Storage can be disabled; the choice then lasts until the page is left.
  }
}
