// The "did you mean" of unknown keys and values. The same idea as site-config's did-you-mean.ts,
// kept here so that the manifest package depends on no other workspace package.

/** Edit distance (insertions, deletions, substitutions) between two strings. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The candidate the writer most likely meant: one that differs only in case or separators
 * (`build_command` for `buildCommand`), else the nearest within two edits (the first of equals,
 * so schema order wins ties), else one that contains the input or is contained in it
 * (`fastapi` for `python-fastapi`). Edits must leave most of the candidate standing: `ui` is
 * not a misspelling of `ci`.
 */
export function suggest(input: string, candidates: readonly string[]): string | undefined {
  const normal = normalize(input);
  if (normal === '') return undefined;
  const sameLetters = candidates.find((candidate) => normalize(candidate) === normal);
  if (sameLetters !== undefined) return sameLetters;
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(input.toLowerCase(), candidate.toLowerCase());
    if (
      distance <= 2 &&
      distance * 2 < candidate.length &&
      (best === undefined || distance < best.distance)
    ) {
      best = { candidate, distance };
    }
  }
  if (best !== undefined) return best.candidate;
  if (normal.length < 4) return undefined;
  return candidates.find((candidate) => {
    const other = normalize(candidate);
    return other.length >= 4 && (other.includes(normal) || normal.includes(other));
  });
}

function normalize(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}
