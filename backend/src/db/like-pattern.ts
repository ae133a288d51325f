/** A LIKE pattern matching `text` anywhere, its wildcards escaped: "50%" finds "50%", not everything. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
