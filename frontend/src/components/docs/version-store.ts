'use client';
// The docs version the reader chose (site.json `versions`), shared by the top bar's dropdown and
// the sidebar's anchors. A page inside a versioned anchor decides the version by itself, so a
// link straight to it shows the right anchors.
import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'resume-agent-docs-version';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function rememberVersion(version: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, version);
  } catch {
    // Without storage the choice lasts as long as the page.
    memory = version;
  }
  for (const listener of listeners) listener();
}

let memory: string | null = null;

/** The version in effect: the page's own, else the reader's choice, else the first listed. */
export function useDocsVersion(
  versions: readonly string[],
  pageVersion?: string,
): string | undefined {
  const stored = useSyncExternalStore(
    subscribe,
    () => read() ?? memory,
    () => null,
  );
  if (pageVersion !== undefined) return pageVersion;
  if (stored !== null && versions.includes(stored)) return stored;
  return versions[0];
}
