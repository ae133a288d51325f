/**
 * The stable id of a skill, derived from its canonical name so that ids never need to be stored:
 * lower case, symbols spelled out where they carry meaning (`C#` → `c-sharp`, `C++` →
 * `c-plus-plus`, `.NET` → `dot-net`, `P&L` → `p-and-l`), everything else that is not a letter
 * or digit collapsed to single hyphens (`Node.js` → `node-js`, `CI/CD` → `ci-cd`).
 */
export function skillIdOf(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/\+/g, ' plus ')
      .replace(/#/g, ' sharp ')
      .replace(/&/g, ' and ')
      // A dot that starts a word is spoken: `.NET`; one inside a word is a separator: `Node.js`.
      .replace(/(^|[^\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu, '$1 dot ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}
