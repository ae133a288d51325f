// GitHub's filter patterns (the syntax of a workflow's `branches` and `paths`), compiled to
// regular expressions. One syntax serves both kinds of pattern the manifest holds: the branch
// patterns of `deploy` and the path globs of `ci.triggerPaths`.
//
// - `*` matches any run of characters except `/`: `deploy/*` matches `deploy/x`, not
//   `deploy/x/y`.
// - `**` matches any run of characters, `/` included. As a whole segment it means "any number
//   of directories": `**/*.md` matches `README.md` and `docs/a/b.md`; `a/**/b` matches `a/b`.
//   A trailing `/**` needs something below the directory: `frontend/**` matches
//   `frontend/app.ts`, not a file named `frontend`.
// - `?` matches one character except `/`.
// - `[abc]`, `[a-z]` match one listed character; `[!abc]` or `[^abc]` one character that is
//   neither listed nor `/`.
// - `{a,b}` matches either alternative (nesting allowed). GitHub does not document braces;
//   they are accepted as a convenience, as most glob matchers do.
// - `\` makes the next character literal. Every other character is literal, including `(`,
//   `)`, `+`, `|` and a leading `!` — excluding patterns are the caller's business (see
//   triggers.ts).
// - Wildcards match names that start with a dot (`frontend/**` matches `frontend/.env`), as
//   GitHub's do. Matching is case-sensitive.
//
// Not supported: GitHub's `+` quantifier ("one or more of the preceding character"; here `+`
// is literal), numeric brace ranges (`{1..3}`), POSIX classes (`[[:alpha:]]`), extglobs.
// GitHub's current cheat sheet calls `?` "zero or one of the preceding character"; here it is
// one character, as in its earlier wording and in every shell.
//
// Why not picomatch: with the options that come closest (`dot`, `noextglob`, `windows: false`)
// picomatch 4 still lets `frontend/**` match `frontend`, reads `(x)` as a regex group and does
// not negate `[!a]`; each would need a patch around the library, and the syntax above is small
// enough to compile directly and test exhaustively (glob.test.ts).

/** A pattern that cannot be compiled; the message names it and says how to fix it. */
export class InvalidGlobError extends Error {
  override readonly name = 'InvalidGlobError';

  constructor(
    readonly pattern: string,
    reason: string,
  ) {
    super(`invalid pattern "${pattern}": ${reason}`);
  }
}

export type GlobMatcher = (input: string) => boolean;

/** Brace sets multiply; a pattern that expands past this is a mistake, not a filter. */
const MAX_ALTERNATIVES = 256;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** The index of the `]` closing the class opened at `start`, or -1. */
function classEnd(pattern: string, start: number): number {
  let index = start + 1;
  if (pattern[index] === '!' || pattern[index] === '^') index += 1;
  // A `]` first in the class is one of its characters, as in every glob dialect.
  if (pattern[index] === ']') index += 1;
  for (; index < pattern.length; index += 1) {
    if (pattern[index] === '\\') index += 1;
    else if (pattern[index] === ']') return index;
  }
  return -1;
}

function requireClassEnd(pattern: string, start: number): number {
  const end = classEnd(pattern, start);
  if (end === -1)
    throw new InvalidGlobError(pattern, 'unclosed "["; write "\\[" for a literal one');
  return end;
}

/** The alternatives of the brace set opened at `start`, and the index of its `}`. */
function braceSet(pattern: string, start: number): { alternatives: string[]; end: number } {
  const alternatives: string[] = [];
  let depth = 0;
  let from = start + 1;
  for (let index = start + 1; index < pattern.length; index += 1) {
    const char = pattern[index];
    if (char === '\\') index += 1;
    else if (char === '[') index = requireClassEnd(pattern, index);
    else if (char === '{') depth += 1;
    else if (char === '}' && depth > 0) depth -= 1;
    else if ((char === ',' || char === '}') && depth === 0) {
      alternatives.push(pattern.slice(from, index));
      from = index + 1;
      if (char === '}') return { alternatives, end: index };
    }
  }
  throw new InvalidGlobError(pattern, 'unclosed "{"; write "\\{" for a literal one');
}

/** The brace-free patterns a pattern stands for: `{a,b}/**` → `a/**`, `b/**`. */
function expandBraces(pattern: string, whole = pattern): string[] {
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index];
    if (char === '\\') index += 1;
    else if (char === '[') index = requireClassEnd(pattern, index);
    else if (char === '}')
      throw new InvalidGlobError(whole, 'unmatched "}"; write "\\}" for a literal one');
    else if (char === '{') {
      const { alternatives, end } = braceSet(pattern, index);
      const prefix = pattern.slice(0, index);
      const suffix = pattern.slice(end + 1);
      const expanded = alternatives.flatMap((alternative) =>
        expandBraces(prefix + alternative + suffix, whole),
      );
      if (expanded.length > MAX_ALTERNATIVES)
        throw new InvalidGlobError(
          whole,
          `its braces expand to more than ${MAX_ALTERNATIVES} patterns`,
        );
      return expanded;
    }
  }
  return [pattern];
}

/** A class body (between `[` and `]`) as a regex class. */
function classSource(body: string): string {
  const negated = body.startsWith('!') || body.startsWith('^');
  let source = '';
  for (let index = negated ? 1 : 0; index < body.length; index += 1) {
    let char = body[index] ?? '';
    if (char === '\\') {
      index += 1;
      char = body[index] ?? '';
      source += /[\\\][^-]/.test(char) ? `\\${char}` : char;
    } else source += /[\\\][^]/.test(char) ? `\\${char}` : char;
  }
  // A wildcard never crosses a directory boundary, negated classes included.
  return negated ? `[^${source}/]` : `[${source}]`;
}

/** The regex source of one brace-free pattern. */
function patternSource(pattern: string, whole: string): string {
  let source = '';
  let index = 0;
  while (index < pattern.length) {
    const char = pattern[index] ?? '';
    if (char === '\\') {
      const next = pattern[index + 1];
      if (next === undefined) throw new InvalidGlobError(whole, 'it ends with a lone "\\"');
      source += escapeRegExp(next);
      index += 2;
    } else if (char === '*') {
      let end = index;
      while (pattern[end] === '*') end += 1;
      const startsSegment = index === 0 || pattern[index - 1] === '/';
      const next = pattern[end];
      if (end - index === 1) source += '[^/]*';
      // `**/` as a whole segment: zero or more directories.
      else if (startsSegment && next === '/') {
        source += '(?:.*/)?';
        end += 1;
      }
      // `dir/**`: anything below dir, but not dir itself.
      else if (startsSegment && next === undefined && index > 0) source += '.+';
      // `**` alone or inside a name (`**.js`): any run of characters, `/` included.
      else source += '.*';
      index = end;
    } else if (char === '?') {
      source += '[^/]';
      index += 1;
    } else if (char === '[') {
      const end = requireClassEnd(pattern, index);
      source += classSource(pattern.slice(index + 1, end));
      index = end + 1;
    } else if (char === ']') {
      throw new InvalidGlobError(whole, 'unmatched "]"; write "\\]" for a literal one');
    } else {
      source += escapeRegExp(char);
      index += 1;
    }
  }
  return source;
}

/** The regular expression a pattern compiles to; it matches whole strings only. */
export function globToRegExp(pattern: string): RegExp {
  if (pattern === '') throw new InvalidGlobError(pattern, 'it is empty');
  const alternatives = expandBraces(pattern).map((expanded) => patternSource(expanded, pattern));
  try {
    // `s`: git paths may contain newlines, and `.` must match them too.
    return new RegExp(`^(?:${alternatives.join('|')})$`, 's');
  } catch (error) {
    // Only a class can be invalid here, e.g. the range in `[z-a]`.
    throw new InvalidGlobError(pattern, error instanceof Error ? error.message : String(error));
  }
}

/** A matcher for one pattern; compile once, test many inputs. */
export function compileGlob(pattern: string): GlobMatcher {
  const regex = globToRegExp(pattern);
  return (input) => regex.test(input);
}

export function matchesGlob(pattern: string, input: string): boolean {
  return compileGlob(pattern)(input);
}
