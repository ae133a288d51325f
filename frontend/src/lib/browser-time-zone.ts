let timeZone: { name: string | undefined } | undefined;

/**
 * The browser's IANA time zone ("Europe/Berlin"), read once a page: the first Intl.DateTimeFormat
 * of a page loads the ICU locale data, ~100 ms of a slow phone's main thread (dates.ts), which
 * the dashboard view spends in a task of its own before its query (dashboard-view.tsx).
 * Undefined where Intl cannot say; the server then counts on UTC.
 */
export function browserTimeZone(): string | undefined {
  if (timeZone === undefined) {
    try {
      timeZone = { name: Intl.DateTimeFormat().resolvedOptions().timeZone };
    } catch {
      timeZone = { name: undefined };
    }
  }
  return timeZone.name;
}
