/**
 * JSON from callers is stored as jsonb after JSON.stringify, and both recurse: a few thousand
 * levels of nesting overflow the stack of one or the other (a 500). A JSON Resume nests a
 * handful of levels; anything deeper than this is refused as bad input.
 */
export const MAX_JSON_DEPTH = 64;

/** Whether a parsed value nests deeper than `max`; iterative, so it cannot overflow itself. */
export function isNestedDeeperThan(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/** The same for JSON text, before it is parsed: brackets outside strings. */
export function isTextNestedDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (isInString) {
      if (character === '\\') index += 1;
      else if (character === '"') isInString = false;
    } else if (character === '"') isInString = true;
    else if (character === '[' || character === '{') {
      depth += 1;
      if (depth > max) return true;
    } else if (character === ']' || character === '}') depth -= 1;
  }
  return false;
}
