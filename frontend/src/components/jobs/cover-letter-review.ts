/** Where a finding of the cover letter's review is in the letter as it reads now. */
export interface LocatedFinding {
  excerpt: string | null;
  start: number | null;
  end: number | null;
}

/**
 * The span of `finding`'s words in `text`: where the review found them when they are still
 * there; else, the letter having changed since it was reviewed, their first place now (the
 * nearest to where they were, of several); null when they are gone or the finding is about the
 * whole letter.
 */
export function spanInText(text: string, finding: LocatedFinding): [number, number] | null {
  const { excerpt, start, end } = finding;
  if (excerpt === null || excerpt === '') return null;
  if (start !== null && end !== null && text.slice(start, end) === excerpt) return [start, end];
  const was = start ?? 0;
  let nearest: number | null = null;
  for (let index = text.indexOf(excerpt); index !== -1; index = text.indexOf(excerpt, index + 1)) {
    if (nearest === null || Math.abs(index - was) < Math.abs(nearest - was)) nearest = index;
  }
  return nearest === null ? null : [nearest, nearest + excerpt.length];
}
