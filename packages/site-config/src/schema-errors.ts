// Reads a value against the site.json schema and words every error for a person editing the
// file. TypeBox's own `Value.Errors` stops inside a failed union and after some failures (a bad
// `anchors[1].color.from` hides later anchors), so it cannot list "all errors in one run"; this
// walker covers the keywords the schema uses and the tests check that it agrees with
// `Value.Check`. The `if`/`then`/`else` of topbarCtaButton is worded by rules.ts instead.
import { didYouMean } from './did-you-mean';
import { childPath } from './paths';
import { ABSOLUTE_URL_PATTERN, HEX_COLOR_PATTERN } from './schema';

export interface SiteConfigError {
  /** JSON path in JavaScript notation (`anchors[1].color.from`); `''` for the whole file. */
  path: string;
  /** What was expected: the type, the allowed values or the key the writer probably meant. */
  message: string;
}

/** The part of JSON Schema that the site.json schema is written in. */
export interface SchemaNode {
  type?: string;
  properties?: Readonly<Record<string, SchemaNode>>;
  required?: readonly string[];
  additionalProperties?: boolean;
  items?: SchemaNode;
  enum?: readonly string[];
  anyOf?: readonly SchemaNode[];
  pattern?: string;
  minItems?: number;
  default?: unknown;
}

const PATTERN_PHRASES: Readonly<Record<string, string>> = {
  [HEX_COLOR_PATTERN]: 'a hex color such as #0D9373',
  [ABSOLUTE_URL_PATTERN]: 'an absolute URL such as https://github.com/acme',
};

const compiledPatterns = new Map<string, RegExp>();

function matchesPattern(pattern: string, value: string): boolean {
  let regex = compiledPatterns.get(pattern);
  if (regex === undefined) {
    regex = new RegExp(pattern, 'u');
    compiledPatterns.set(pattern, regex);
  }
  return regex.test(value);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `"a", "b" or "c"` */
export function quoteList(values: readonly string[]): string {
  const quoted = values.map((value) => JSON.stringify(value));
  return quoted.length <= 1
    ? quoted.join('')
    : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1) ?? ''}`;
}

function andList(values: readonly string[]): string {
  return values.length <= 1
    ? values.join('')
    : `${values.slice(0, -1).join(', ')} and ${values.at(-1) ?? ''}`;
}

/** Objects are named by their keys while that stays short. */
function objectKeys(node: SchemaNode): string {
  const keys = Object.keys(node.properties ?? {});
  return keys.length > 0 && keys.length <= 4 ? ` with ${andList(keys)}` : '';
}

function describePlural(node: SchemaNode | undefined): string {
  if (node?.type === 'string' && node.pattern === undefined) return 'strings';
  if (node?.type === 'object') return `objects${objectKeys(node)}`;
  return `items that are each ${node === undefined ? 'anything' : describe(node)}`;
}

/** What a value at this node must be, as a phrase: `a string or an array of strings`. */
export function describe(node: SchemaNode): string {
  if (node.anyOf !== undefined) return node.anyOf.map(describe).join(' or ');
  if (node.enum !== undefined) return `one of ${quoteList(node.enum)}`;
  switch (node.type) {
    case 'string':
      if (node.pattern === undefined) return 'a string';
      return PATTERN_PHRASES[node.pattern] ?? `a string matching /${node.pattern}/`;
    case 'boolean':
      return 'a boolean (true or false)';
    case 'array':
      return `an array of ${describePlural(node.items)}`;
    case 'object':
      return `an object${objectKeys(node)}`;
    default:
      return 'a valid value';
  }
}

function matchesType(node: SchemaNode, value: unknown): boolean {
  if (node.anyOf !== undefined) return node.anyOf.some((branch) => matchesType(branch, value));
  if (node.enum !== undefined) return typeof value === 'string';
  switch (node.type) {
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isRecord(value);
    default:
      return true;
  }
}

/** Every error of `value` against `node`, in the order of the document. */
export function schemaErrors(node: SchemaNode, value: unknown, path = ''): SiteConfigError[] {
  const errors: SiteConfigError[] = [];
  const fail = (message: string, at = path) => errors.push({ path: at, message });

  if (node.anyOf !== undefined) {
    // A union is read by the branch the value's JSON type selects, so that a bad `from` inside
    // a gradient is reported as such and not as "must be a string or an object".
    const branch = node.anyOf.find((candidate) => matchesType(candidate, value));
    if (branch === undefined) fail(`must be ${describe(node)}`);
    else errors.push(...schemaErrors(branch, value, path));
    return errors;
  }
  if (node.enum !== undefined) {
    if (typeof value === 'string' && node.enum.includes(value)) return errors;
    const suggestion =
      typeof value === 'string' && node.enum.length > 1 ? didYouMean(value, node.enum) : undefined;
    fail(
      `must be ${describe(node)}${suggestion === undefined ? '' : `; did you mean "${suggestion}"?`}`,
    );
    return errors;
  }
  if (!matchesType(node, value)) {
    fail(`must be ${path === '' ? 'a JSON object' : describe(node)}`);
    return errors;
  }
  if (typeof value === 'string' && node.pattern !== undefined) {
    if (!matchesPattern(node.pattern, value)) fail(`must be ${describe(node)}`);
  } else if (Array.isArray(value)) {
    if (node.minItems !== undefined && value.length < node.minItems) {
      fail(node.minItems === 1 ? 'must not be empty' : `must have at least ${node.minItems} items`);
    }
    if (node.items !== undefined) {
      for (const [index, item] of value.entries()) {
        errors.push(...schemaErrors(node.items, item, childPath(path, index)));
      }
    }
  } else if (isRecord(value)) {
    const properties = node.properties ?? {};
    const known = Object.keys(properties);
    for (const key of node.required ?? []) {
      const property = properties[key];
      if (!Object.hasOwn(value, key) && property !== undefined) {
        fail(`is required (${describe(property)})`, childPath(path, key));
      }
    }
    for (const [key, child] of Object.entries(value)) {
      // Own keys only: `constructor` or `__proto__` in a file must not find Object.prototype.
      const property = Object.hasOwn(properties, key) ? properties[key] : undefined;
      if (property !== undefined) {
        errors.push(...schemaErrors(property, child, childPath(path, key)));
      } else if (node.additionalProperties === false) {
        const suggestion = didYouMean(key, known);
        fail(
          suggestion === undefined
            ? `is not a known key; allowed keys: ${known.join(', ')}`
            : `is not a known key; did you mean "${suggestion}"?`,
          childPath(path, key),
        );
      }
    }
  }
  return errors;
}
