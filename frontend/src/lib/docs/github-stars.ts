// The star count a `github` call-to-action button shows. Asked of GitHub's API at most once an
// hour per repository, without ever holding a page up: a slow or failed answer (no network,
// rate limit) just leaves the count out.
const TTL_MS = 60 * 60 * 1000;
const RETRY_MS = 10 * 60 * 1000;
const TIMEOUT_MS = 1500;

const cache = new Map<
  string,
  { stars: number | undefined; until: number; pending?: Promise<void> }
>();

async function fetchStars(repository: string): Promise<number | undefined> {
  const name = repository.replace(/^https:\/\/github\.com\//, '').replace(/\/+$/, '');
  const response = await fetch(`https://api.github.com/repos/${name}`, {
    headers: { accept: 'application/vnd.github+json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) return undefined;
  const body = (await response.json()) as { stargazers_count?: unknown };
  return typeof body.stargazers_count === 'number' ? body.stargazers_count : undefined;
}

/** The last known star count (undefined until one arrives); refreshes in the background. */
export function githubStars(repository: string, now = Date.now()): number | undefined {
  const entry = cache.get(repository);
  if (entry && (entry.until > now || entry.pending)) return entry.stars;
  const next = { stars: entry?.stars, until: now + RETRY_MS } as {
    stars: number | undefined;
    until: number;
    pending?: Promise<void>;
  };
  next.pending = fetchStars(repository)
    .then((stars) => {
      if (stars !== undefined) {
        next.stars = stars;
        next.until = Date.now() + TTL_MS;
      }
    })
    .catch(() => undefined)
    .finally(() => {
      delete next.pending;
    });
  cache.set(repository, next);
  return next.stars;
}
