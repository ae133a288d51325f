/**
 * Waits until the wall clock has moved past the current millisecond. PGlite's clock has
 * millisecond resolution (PostgreSQL's has microseconds), so rows created within one
 * millisecond share `created_at` and their "newest first" order falls to their random ids:
 * a test that asserts creation order waits for this between creations.
 */
export async function nextMillisecond(): Promise<void> {
  const start = Date.now();
  while (Date.now() <= start) await new Promise((resolve) => setTimeout(resolve, 1));
}
