'use client';
// The docs search: a button in the top bar, drawn like a search field, that opens a modal
// search over every page section and API operation. The index (/docs-search.json) and
// MiniSearch are loaded when the reader first opens it, so no page pays for them before.
import { useRouter } from 'next/navigation';
import {
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import {
  createDocsSearchIndex,
  groupResultsByPage,
  isSearchIndexPayload,
  searchDocs,
  unpackSearchEntries,
  type DocsSearchIndex,
  type DocsSearchResult,
} from '@/lib/docs/search-query';
import type { HttpMethod } from '@/lib/docs/types';
import { MethodBadge } from '../method-badge';
import { Highlight } from './highlight';

const INDEX_URL = '/docs-search.json';

type IndexState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; index: DocsSearchIndex }
  | { status: 'error' };

async function fetchIndex(): Promise<DocsSearchIndex> {
  const response = await fetch(INDEX_URL);
  if (!response.ok) throw new Error(`${INDEX_URL} answered ${response.status}`);
  const payload: unknown = await response.json();
  if (!isSearchIndexPayload(payload)) throw new Error(`${INDEX_URL} is not a search index`);
  return createDocsSearchIndex(unpackSearchEntries(payload));
}

// Kept for the whole visit rather than per component: the top bar may be mounted again on
// another page, and the index should still be fetched only once.
let indexLoad: Promise<DocsSearchIndex> | undefined;
let loadedIndex: DocsSearchIndex | undefined;

function loadIndexOnce(): Promise<DocsSearchIndex> {
  indexLoad ??= fetchIndex().then(
    (index) => (loadedIndex = index),
    (error: unknown) => {
      // A failed load may be a passing network fault: the next attempt fetches again.
      indexLoad = undefined;
      throw error;
    },
  );
  return indexLoad;
}

const HTTP_METHODS = new Set<string>([
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
]);

/** An API result's heading is `METHOD /path`. */
function splitOperationHeading(heading: string): { method?: HttpMethod; path: string } {
  const [first = '', ...rest] = heading.split(' ');
  const method = first.toLowerCase();
  return HTTP_METHODS.has(method)
    ? { method: method as HttpMethod, path: rest.join(' ') }
    : { path: heading };
}

function subscribeToNothing(): () => void {
  return () => undefined;
}

function isApplePlatform(): boolean {
  return /Mac|iPhone|iPad|iPod/.test(navigator.userAgent);
}

function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest('input, textarea, select') !== null)
  );
}

function SearchIcon({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    >
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </svg>
  );
}

function ResultIcon({ result }: { result: DocsSearchResult }) {
  const className = 'mt-0.5 size-4 shrink-0 text-ink-subtle';
  if (result.heading !== undefined && result.kind === 'page') {
    return (
      <span aria-hidden="true" className={`${className} text-center font-mono text-sm leading-4`}>
        #
      </span>
    );
  }
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinejoin="round"
    >
      <path d="M6 3h8l4 4v14H6z" />
      <path d="M14 3v4h4M9 12h6M9 16h6" strokeLinecap="round" />
    </svg>
  );
}

function ResultText({ result }: { result: DocsSearchResult }) {
  const operation =
    result.kind === 'api' && result.heading ? splitOperationHeading(result.heading) : undefined;
  return (
    <span className="min-w-0 flex-1">
      <span className="block truncate text-sm font-medium text-ink">
        <Highlight
          text={result.kind === 'api' ? result.pageTitle : (result.heading ?? result.pageTitle)}
          terms={result.terms}
        />
      </span>
      {operation ? (
        <span className="mt-1 flex min-w-0 items-center gap-2">
          {operation.method ? <MethodBadge method={operation.method} /> : null}
          <span className="truncate font-mono text-xs text-ink-muted">
            <Highlight text={operation.path} terms={result.terms} />
          </span>
        </span>
      ) : null}
      {result.snippet ? (
        <span className="mt-0.5 line-clamp-2 block text-[0.8125rem] leading-5 text-ink-muted">
          <Highlight text={result.snippet} terms={result.terms} />
        </span>
      ) : null}
    </span>
  );
}

function Kbd({ children }: { children: string }) {
  return (
    <kbd className="inline-flex h-5 min-w-5 items-center justify-center rounded border border-line bg-canvas px-1 font-sans text-[0.6875rem] font-medium text-ink-subtle">
      {children}
    </kbd>
  );
}

/** The top bar's search: render it once per page, as it listens for ⌘K / Ctrl K and `/`. */
export function DocsSearch({ className = '' }: { className?: string }) {
  const router = useRouter();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [indexState, setIndexState] = useState<IndexState>({ status: 'idle' });
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  // The server cannot know the reader's keyboard: it draws "Ctrl K", a Mac shows "⌘K" after hydration.
  const isApple = useSyncExternalStore(subscribeToNothing, isApplePlatform, () => false);
  const baseId = useId();
  const listboxId = `${baseId}-results`;
  const statusId = `${baseId}-status`;

  const results = useMemo(
    () => (indexState.status === 'ready' ? searchDocs(indexState.index, query) : []),
    [indexState, query],
  );
  const groups = useMemo(() => groupResultsByPage(results), [results]);
  const active = results.length === 0 ? -1 : Math.min(activeIndex, results.length - 1);
  const activeOptionId = active === -1 ? undefined : `${baseId}-option-${active}`;
  const trimmedQuery = query.trim();

  function startLoading() {
    if (indexState.status === 'ready' || indexState.status === 'loading') return;
    if (loadedIndex) {
      setIndexState({ status: 'ready', index: loadedIndex });
      return;
    }
    setIndexState({ status: 'loading' });
    loadIndexOnce().then(
      (index) => {
        setIndexState({ status: 'ready', index });
      },
      () => {
        setIndexState({ status: 'error' });
      },
    );
  }

  function openSearch() {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    setIsOpen(true);
    startLoading();
    // The last query stays, selected, so typing replaces it and Enter repeats it.
    inputRef.current?.focus();
    inputRef.current?.select();
  }

  function closeSearch() {
    // The dialog's close event (also fired by Escape) updates the state.
    dialogRef.current?.close();
  }

  function openResult(result: DocsSearchResult) {
    closeSearch();
    router.push(result.href);
  }

  const onDocumentKeyDown = useEffectEvent((event: KeyboardEvent) => {
    // A second DocsSearch, or a page's own shortcut, has taken the key already.
    if (event.defaultPrevented || event.isComposing) return;
    const isModK =
      event.key.toLowerCase() === 'k' &&
      (event.metaKey || event.ctrlKey) &&
      !event.altKey &&
      !event.shiftKey;
    const isSlash =
      event.key === '/' &&
      !event.metaKey &&
      !event.ctrlKey &&
      !event.altKey &&
      !isTypingTarget(event.target);
    if (!isModK && !isSlash) return;
    event.preventDefault();
    if (dialogRef.current?.open) {
      if (isModK) closeSearch();
    } else {
      openSearch();
    }
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      onDocumentKeyDown(event);
    };
    document.addEventListener('keydown', listener);
    return () => {
      document.removeEventListener('keydown', listener);
    };
  }, []);

  useEffect(() => {
    if (isOpen && activeOptionId) {
      document.getElementById(activeOptionId)?.scrollIntoView({ block: 'nearest' });
    }
  }, [isOpen, activeOptionId]);

  function onInputKeyDown(event: ReactKeyboardEvent<HTMLInputElement>) {
    // Enter that confirms an input method's composition is not a choice of result.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((active + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      const result = results[active];
      if (result) {
        event.preventDefault();
        openResult(result);
      }
    }
  }

  let statusText = '';
  if (indexState.status === 'loading') statusText = 'Loading the search index…';
  else if (indexState.status === 'error') statusText = 'The search index could not be loaded.';
  else if (indexState.status === 'ready' && trimmedQuery) {
    statusText =
      results.length === 0
        ? `No results for “${trimmedQuery}”`
        : `${results.length} ${results.length === 1 ? 'result' : 'results'}`;
  }

  return (
    <>
      <button
        type="button"
        onClick={openSearch}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-keyshortcuts="Meta+K Control+K /"
        className={`flex h-9 w-full min-w-0 items-center gap-2 rounded-lg border border-line bg-surface px-3 text-left max-sm:w-9 max-sm:justify-center max-sm:px-0 text-sm text-ink-subtle shadow-xs transition-colors hover:border-line-strong hover:text-ink-muted ${className}`}
      >
        <SearchIcon className="size-4 shrink-0" />
        {/* The visible words start the accessible name ("Search documentation…"), as WCAG 2.5.3 asks. */}
        <span className="min-w-0 flex-1 truncate max-sm:sr-only">
          Search<span className="sr-only"> documentation</span>…
        </span>
        <span aria-hidden="true" className="hidden shrink-0 sm:inline-flex">
          <Kbd>{isApple ? '⌘K' : 'Ctrl K'}</Kbd>
        </span>
      </button>

      <dialog
        ref={dialogRef}
        data-testid="docs-search-dialog"
        aria-label="Search documentation"
        onClose={() => {
          setIsOpen(false);
        }}
        onClick={(event) => {
          // A click on the dialog element itself is a click on its backdrop.
          if (event.target === event.currentTarget) closeSearch();
        }}
        className="m-0 h-dvh max-h-none w-full max-w-none bg-surface p-0 text-ink backdrop:bg-black/45 backdrop:backdrop-blur-[2px] sm:mx-auto sm:mt-[10vh] sm:h-fit sm:max-h-[min(40rem,80vh)] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:rounded-xl sm:border sm:border-line sm:shadow-2xl"
      >
        <div className="flex h-full max-h-[inherit] flex-col">
          <div className="flex items-center gap-3 border-b border-line px-4">
            <SearchIcon className="size-5 shrink-0 text-ink-subtle" />
            <input
              ref={inputRef}
              type="text"
              role="combobox"
              aria-label="Search documentation"
              aria-expanded={results.length > 0}
              aria-controls={listboxId}
              aria-activedescendant={activeOptionId}
              aria-autocomplete="list"
              aria-describedby={statusId}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="none"
              spellCheck={false}
              enterKeyHint="go"
              placeholder="Search the docs"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActiveIndex(0);
              }}
              onKeyDown={onInputKeyDown}
              className="h-14 min-w-0 flex-1 bg-transparent text-base text-ink outline-none placeholder:text-ink-subtle focus-visible:outline-none"
            />
            <button
              type="button"
              onClick={closeSearch}
              aria-label="Close search"
              className="shrink-0 rounded-md px-2 py-1 text-sm font-medium text-accent sm:p-0 sm:text-ink-subtle"
            >
              <span className="sm:hidden">Cancel</span>
              <span className="hidden sm:inline-flex">
                <Kbd>Esc</Kbd>
              </span>
            </button>
          </div>

          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2">
            <p
              id={statusId}
              role="status"
              className={
                results.length > 0 ? 'sr-only' : 'px-3 py-8 text-center text-sm text-ink-muted'
              }
            >
              {statusText ||
                (indexState.status === 'ready' ? 'Search pages, sections and API operations.' : '')}
            </p>
            {indexState.status === 'error' ? (
              <div className="pb-6 text-center">
                <button
                  type="button"
                  onClick={startLoading}
                  className="rounded-lg border border-line px-3 py-1.5 text-sm font-medium text-ink hover:bg-surface-muted"
                >
                  Try again
                </button>
              </div>
            ) : null}
            <div
              id={listboxId}
              role="listbox"
              aria-label="Search results"
              className={results.length > 0 ? '' : 'hidden'}
            >
              {groups.map((group, groupIndex) => (
                <ul
                  key={group.key}
                  role="group"
                  aria-labelledby={`${baseId}-group-${groupIndex}`}
                  className="pb-2"
                >
                  <li
                    role="presentation"
                    id={`${baseId}-group-${groupIndex}`}
                    className="truncate px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-subtle uppercase"
                  >
                    {group.pageTitle}
                  </li>
                  {group.items.map(({ result, index }) => (
                    <li
                      key={result.id}
                      id={`${baseId}-option-${index}`}
                      role="option"
                      aria-selected={index === active}
                      onMouseMove={() => {
                        if (index !== active) setActiveIndex(index);
                      }}
                      onClick={() => {
                        openResult(result);
                      }}
                      className="group flex cursor-pointer items-start gap-3 rounded-lg px-3 py-2.5 aria-selected:bg-accent-soft"
                    >
                      <ResultIcon result={result} />
                      <ResultText result={result} />
                      <span
                        aria-hidden="true"
                        className="hidden self-center text-ink-subtle group-aria-selected:sm:inline"
                      >
                        ↵
                      </span>
                    </li>
                  ))}
                </ul>
              ))}
            </div>
          </div>

          <div className="hidden items-center gap-4 border-t border-line px-4 py-2.5 text-xs text-ink-subtle sm:flex">
            <span className="flex items-center gap-1.5">
              <Kbd>↑</Kbd>
              <Kbd>↓</Kbd> to move
            </span>
            <span className="flex items-center gap-1.5">
              <Kbd>↵</Kbd> to open
            </span>
            <span className="flex items-center gap-1.5">
              <Kbd>Esc</Kbd> to close
            </span>
          </div>
        </div>
      </dialog>
    </>
  );
}
