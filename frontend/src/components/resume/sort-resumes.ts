/** The server's order for resumes: the base resume first, the others as they were. */
export function sortResumes<T extends { isBase: boolean }>(resumes: readonly T[]): T[] {
  return [...resumes].sort((a, b) => Number(b.isBase) - Number(a.isBase));
}
