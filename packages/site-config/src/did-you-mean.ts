/** Edit distance (insertions, deletions, substitutions) between two strings. */
export function levenshtein(a: string, b: string): number {
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
 * The candidate the writer most likely meant: one that differs only in case, else the nearest
 * within two edits (the first of equals, so candidates in schema order win ties). Edits must
 * leave part of the candidate standing: `x` is not a misspelling of `to`.
 */
export function didYouMean(input: string, candidates: readonly string[]): string | undefined {
  const lower = input.toLowerCase();
  const sameLetters = candidates.find((candidate) => candidate.toLowerCase() === lower);
  if (sameLetters !== undefined) return sameLetters;
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = levenshtein(lower, candidate.toLowerCase());
    if (
      distance <= 2 &&
      distance < candidate.length &&
      (best === undefined || distance < best.distance)
    ) {
      best = { candidate, distance };
    }
  }
  return best?.candidate;
}
