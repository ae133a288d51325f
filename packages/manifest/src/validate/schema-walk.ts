// Reads the manifest tree against the TypeBox schema and words every mismatch for the person
// editing the file, at the line and column of the offending key or value. TypeBox's own
// `Value.Errors` knows no positions and stops inside a failed union, so this walker covers the
// keywords the schema uses; a test checks that it agrees with `Value.Check`.
import {
  AGENT_NAME_PATTERN,
  API_VERSION_EXAMPLE,
  API_VERSION_PATTERN,
  BRANCH_PATTERN_PATTERN,
  EMAIL_PATTERN,
  RELATIVE_PATH_PATTERN,
  SERVICE_NAME_PATTERN,
} from '../schema.js';
import type { Finding } from './findings.js';
import { childPath } from './paths.js';
import { suggest } from './suggest.js';
import type { TreeEntry, TreeMap, TreeNode } from './yaml-tree.js';

/** The part of JSON Schema that the manifest schema is written in. */
export interface SchemaNode {
  type?: string;
  title?: string;
  const?: unknown;
  enum?: readonly unknown[];
  properties?: Readonly<Record<string, SchemaNode>>;
  patternProperties?: Readonly<Record<string, SchemaNode>>;
  required?: readonly string[];
  additionalProperties?: boolean | SchemaNode;
  minProperties?: number;
  items?: SchemaNode;
  minItems?: number;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: readonly SchemaNode[];
}

export interface WalkContext {
  /** Entries another rule already reported as platform-resolved: the walker leaves them be. */
  isReported: (entry: TreeEntry) => boolean;
  findings: Finding[];
}

/** How a pattern reads in a message: `must be <phrase>`. */
const PATTERN_PHRASES: Readonly<Record<string, string>> = {
  [API_VERSION_PATTERN]: `<platform_domain>/v1, such as "${API_VERSION_EXAMPLE}"`,
  [AGENT_NAME_PATTERN]:
    'lowercase letters, digits and hyphens, starting and ending with a letter or digit',
  [EMAIL_PATTERN]: 'an e-mail address such as team@example.com',
  [RELATIVE_PATH_PATTERN]: 'a path relative to the repository root, without a leading / or ..',
};

/** How a key that fails `patternProperties` is told off. */
const KEY_PATTERN_MESSAGES: Readonly<Record<string, string>> = {
  [SERVICE_NAME_PATTERN]:
    'is not a valid service name: use lowercase letters, digits and hyphens, starting with a letter',
  [BRANCH_PATTERN_PATTERN]: 'is not a valid branch pattern: it must not contain whitespace',
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

/** `"a", "b" or "c"` */
export function quoteList(values: readonly unknown[]): string {
  return orList(values.map((value) => JSON.stringify(value)));
}

export function orList(values: readonly string[]): string {
  return values.length <= 1
    ? values.join('')
    : `${values.slice(0, -1).join(', ')} or ${values.at(-1) ?? ''}`;
}

function andList(values: readonly string[]): string {
  return values.length <= 1
    ? values.join('')
    : `${values.slice(0, -1).join(', ')} and ${values.at(-1) ?? ''}`;
}

/** What a value at this node must be, as a phrase: `an integer between 0 and 100`. */
export function describe(node: SchemaNode): string {
  if (node.const !== undefined) return JSON.stringify(node.const);
  if (node.enum !== undefined) {
    return node.enum.length === 1 ? JSON.stringify(node.enum[0]) : `one of ${quoteList(node.enum)}`;
  }
  if (node.anyOf !== undefined) return 'a mapping';
  switch (node.type) {
    case 'string':
      if (node.pattern !== undefined) {
        return PATTERN_PHRASES[node.pattern] ?? `a string matching /${node.pattern}/`;
      }
      return 'a string';
    case 'integer':
      if (node.minimum !== undefined && node.maximum !== undefined) {
        return `an integer between ${node.minimum} and ${node.maximum}`;
      }
      return node.minimum === undefined ? 'an integer' : `an integer of at least ${node.minimum}`;
    case 'boolean':
      return 'true or false';
    case 'array':
      return node.items?.type === 'string' ? 'a list of strings' : 'a list';
    case 'object': {
      const keys = Object.keys(node.properties ?? {});
      return keys.length > 0 && keys.length <= 6 ? `a mapping with ${andList(keys)}` : 'a mapping';
    }
    default:
      return 'a valid value';
  }
}

/** What the file holds, for the `(got …)` of a message. Long strings are cut. */
export function describeValue(node: TreeNode): string {
  switch (node.kind) {
    case 'map':
      return node.entries.length === 0 ? 'an empty mapping' : 'a mapping';
    case 'list':
      return node.items.length === 0 ? 'an empty list' : 'a list';
    case 'scalar':
      if (node.empty) return 'nothing';
      if (typeof node.value === 'string') {
        const text = node.value.length > 60 ? `${node.value.slice(0, 57)}...` : node.value;
        return JSON.stringify(text);
      }
      return String(node.value);
  }
}

function fail(ctx: WalkContext, offset: number, path: string, message: string): void {
  ctx.findings.push({ rule: 'schema', offset, path, message, severity: 'error' });
}

function mismatch(ctx: WalkContext, schema: SchemaNode, value: TreeNode, path: string): void {
  let got = describeValue(value);
  // `displayName: 2024` is a number to YAML; the writer meant text.
  if (
    schema.type === 'string' &&
    value.kind === 'scalar' &&
    (typeof value.value === 'number' || typeof value.value === 'boolean')
  ) {
    got += ', which YAML reads as a ' + typeof value.value + '; quote it to make it a string';
  }
  fail(ctx, value.offset, path, `must be ${describe(schema)} (got ${got})`);
}

/**
 * Every mismatch of `value` against `schema`, pushed onto `ctx.findings` in document order.
 * `keyOffset` is where the key holding the value starts: a missing required child is
 * reported there.
 */
export function walkSchema(
  schema: SchemaNode,
  value: TreeNode,
  path: string,
  keyOffset: number,
  ctx: WalkContext,
): void {
  if (schema.anyOf !== undefined) {
    walkUnion(schema, value, path, keyOffset, ctx);
    return;
  }
  if (schema.const !== undefined) {
    if (value.kind !== 'scalar' || value.value !== schema.const) mismatch(ctx, schema, value, path);
    return;
  }
  if (schema.enum !== undefined) {
    if (value.kind === 'scalar' && schema.enum.includes(value.value)) return;
    const candidates = schema.enum.filter((item): item is string => typeof item === 'string');
    const hint =
      value.kind === 'scalar' && typeof value.value === 'string'
        ? suggest(value.value, candidates)
        : undefined;
    fail(
      ctx,
      value.offset,
      path,
      `must be ${describe(schema)} (got ${describeValue(value)})${hint === undefined ? '' : `; did you mean "${hint}"?`}`,
    );
    return;
  }
  switch (schema.type) {
    case 'string':
      walkString(schema, value, path, ctx);
      return;
    case 'integer':
      if (
        value.kind !== 'scalar' ||
        typeof value.value !== 'number' ||
        !Number.isInteger(value.value) ||
        (schema.minimum !== undefined && value.value < schema.minimum) ||
        (schema.maximum !== undefined && value.value > schema.maximum)
      ) {
        mismatch(ctx, schema, value, path);
      }
      return;
    case 'boolean':
      if (value.kind !== 'scalar' || typeof value.value !== 'boolean') {
        mismatch(ctx, schema, value, path);
      }
      return;
    case 'array':
      if (value.kind !== 'list') {
        mismatch(ctx, schema, value, path);
        return;
      }
      if (schema.minItems !== undefined && value.items.length < schema.minItems) {
        fail(ctx, value.offset, path, 'must not be empty');
      }
      if (schema.items !== undefined) {
        for (const [index, item] of value.items.entries()) {
          walkSchema(schema.items, item, childPath(path, index), item.offset, ctx);
        }
      }
      return;
    case 'object':
      if (value.kind !== 'map') {
        mismatch(ctx, schema, value, path);
        return;
      }
      walkObject(schema, value, path, keyOffset, ctx, (entry) =>
        unknownKeyMessage(schema, value, entry),
      );
      return;
    default:
      return;
  }
}

function walkString(schema: SchemaNode, value: TreeNode, path: string, ctx: WalkContext): void {
  if (value.kind !== 'scalar' || typeof value.value !== 'string') {
    mismatch(ctx, schema, value, path);
    return;
  }
  const text = value.value;
  if (schema.minLength !== undefined && text.length < schema.minLength) {
    fail(ctx, value.offset, path, 'must not be empty');
  } else if (schema.maxLength !== undefined && text.length > schema.maxLength) {
    fail(
      ctx,
      value.offset,
      path,
      `must be at most ${schema.maxLength} characters (got ${text.length})`,
    );
  } else if (schema.pattern !== undefined && !matchesPattern(schema.pattern, text)) {
    mismatch(ctx, schema, value, path);
  }
}

type UnknownKeyWording = (entry: TreeEntry) => string;

/** Keys of the schema the mapping does not have yet: the ones a misspelt key may stand for. */
function missingKeys(schema: SchemaNode, value: TreeMap): string[] {
  return Object.keys(schema.properties ?? {}).filter(
    (key) => !value.entries.some((entry) => entry.key === key),
  );
}

function unknownKeyMessage(schema: SchemaNode, value: TreeMap, entry: TreeEntry): string {
  const known = Object.keys(schema.properties ?? {});
  const hint = suggest(entry.key, missingKeys(schema, value));
  if (hint !== undefined) return `unknown key; did you mean "${hint}"?`;
  return known.length === 0 ? 'unknown key' : `unknown key; allowed keys: ${known.join(', ')}`;
}

/** Whether every key under an entry was reported as platform-resolved (`ui: {version: 2}`). */
function holdsOnlyReported(entry: TreeEntry, ctx: WalkContext): boolean {
  if (ctx.isReported(entry)) return true;
  if (entry.value.kind !== 'map' || entry.value.entries.length === 0) return false;
  return entry.value.entries.every((child) => holdsOnlyReported(child, ctx));
}

function walkObject(
  schema: SchemaNode,
  value: TreeMap,
  path: string,
  keyOffset: number,
  ctx: WalkContext,
  wordUnknownKey: UnknownKeyWording,
  requiredSuffix = '',
): void {
  const properties = schema.properties ?? {};
  // `onwer:` is reported as an unknown key that means `owner`; a second error saying that
  // `owner` is missing would only repeat it.
  const missing = missingKeys(schema, value);
  const meant = new Set(
    value.entries
      .filter((entry) => !Object.hasOwn(properties, entry.key))
      .map((entry) => suggest(entry.key, missing)),
  );
  for (const key of schema.required ?? []) {
    if (!meant.has(key) && !value.entries.some((entry) => entry.key === key)) {
      const property = Object.hasOwn(properties, key) ? properties[key] : undefined;
      const expected = property === undefined ? '' : ` (${describe(property)})`;
      fail(ctx, keyOffset, childPath(path, key), `is required${requiredSuffix}${expected}`);
    }
  }
  if (schema.minProperties !== undefined && value.entries.length < schema.minProperties) {
    fail(ctx, value.offset, path, `must not be empty (got ${describeValue(value)})`);
  }
  for (const entry of value.entries) {
    if (ctx.isReported(entry)) continue;
    const entryPath = childPath(path, entry.key);
    // Own keys only: `constructor` in a file must not find Object.prototype.
    const property = Object.hasOwn(properties, entry.key) ? properties[entry.key] : undefined;
    if (property !== undefined) {
      walkSchema(property, entry.value, entryPath, entry.keyOffset, ctx);
      continue;
    }
    if (schema.patternProperties !== undefined) {
      const patterns = Object.entries(schema.patternProperties);
      const match = patterns.find(([pattern]) => matchesPattern(pattern, entry.key));
      if (match !== undefined) {
        walkSchema(match[1], entry.value, entryPath, entry.keyOffset, ctx);
      } else if (schema.additionalProperties === false) {
        const pattern = patterns[0]?.[0] ?? '';
        fail(
          ctx,
          entry.keyOffset,
          entryPath,
          KEY_PATTERN_MESSAGES[pattern] ?? `is not a valid key: it must match /${pattern}/`,
        );
      }
      continue;
    }
    if (typeof schema.additionalProperties === 'object') {
      walkSchema(schema.additionalProperties, entry.value, entryPath, entry.keyOffset, ctx);
    } else if (schema.additionalProperties === false && !holdsOnlyReported(entry, ctx)) {
      fail(ctx, entry.keyOffset, entryPath, wordUnknownKey(entry));
    }
  }
}

/** The key every branch requires with a fixed value (`type`), which picks the branch. */
function discriminatorOf(branches: readonly SchemaNode[]): string | undefined {
  const first = branches[0];
  return (first?.required ?? []).find((key) =>
    branches.every((branch) => {
      const property = branch.properties?.[key];
      return (
        (branch.required ?? []).includes(key) &&
        property !== undefined &&
        (property.const !== undefined || property.enum !== undefined)
      );
    }),
  );
}

function discriminatorValues(branch: SchemaNode, key: string): unknown[] {
  const property = branch.properties?.[key];
  if (property === undefined) return [];
  if (property.const !== undefined) return [property.const];
  return [...(property.enum ?? [])];
}

/**
 * A union of mappings told apart by a key (a service by its `type`). The branch the key picks
 * checks the value, and a key that belongs to another branch is worded as such:
 * `only a nextjs service has a buildCommand`. Without a usable `type`, the other keys are still
 * checked against what any branch allows.
 */
function walkUnion(
  schema: SchemaNode,
  value: TreeNode,
  path: string,
  keyOffset: number,
  ctx: WalkContext,
): void {
  const branches = schema.anyOf ?? [];
  const discriminator = discriminatorOf(branches);
  if (value.kind !== 'map' || discriminator === undefined) {
    if (value.kind !== 'map') mismatch(ctx, schema, value, path);
    return;
  }
  const noun = (schema.title ?? 'value').toLowerCase();
  const allValues = branches.flatMap((branch) => discriminatorValues(branch, discriminator));
  const chosen = value.entries.find((entry) => entry.key === discriminator);
  const chosenValue = chosen?.value.kind === 'scalar' ? chosen.value.value : undefined;
  const branch =
    chosenValue === undefined || chosenValue === null
      ? undefined
      : branches.find((candidate) =>
          discriminatorValues(candidate, discriminator).includes(chosenValue),
        );

  const wrongBranch = (entry: TreeEntry): string | undefined => {
    const owners = branches.filter((candidate) =>
      Object.hasOwn(candidate.properties ?? {}, entry.key),
    );
    if (owners.length === 0) return undefined;
    const values = owners.flatMap((owner) => discriminatorValues(owner, discriminator)).map(String);
    // "a buildCommand", but "hosting": a mass noun takes no article.
    const article = entry.key.endsWith('ing') ? '' : 'a ';
    return `only a ${orList(values)} ${noun} has ${article}${entry.key}`;
  };

  if (branch !== undefined && chosen !== undefined) {
    walkObject(
      branch,
      value,
      path,
      keyOffset,
      ctx,
      (entry) => wrongBranch(entry) ?? unknownKeyMessage(mergedProperties(branches), value, entry),
      ` for a ${String(chosenValue)} ${noun}`,
    );
    return;
  }

  // No usable discriminator: report it, then read the rest against every branch's keys.
  if (chosen === undefined) {
    fail(
      ctx,
      keyOffset,
      childPath(path, discriminator),
      `is required (one of ${quoteList(allValues)})`,
    );
  } else {
    walkSchema(
      { enum: allValues },
      chosen.value,
      childPath(path, discriminator),
      chosen.keyOffset,
      ctx,
    );
  }
  const merged = mergedProperties(branches);
  const common = (branches[0]?.required ?? []).filter(
    (key) =>
      key !== discriminator && branches.every((other) => (other.required ?? []).includes(key)),
  );
  walkObject(
    { ...merged, required: common },
    { ...value, entries: value.entries.filter((entry) => entry !== chosen) },
    path,
    keyOffset,
    ctx,
    (entry) => unknownKeyMessage(merged, value, entry),
  );
}

/** One closed mapping with the properties of every branch (the first branch's wins). */
function mergedProperties(branches: readonly SchemaNode[]): SchemaNode {
  const properties: Record<string, SchemaNode> = {};
  for (const branch of branches) {
    for (const [key, property] of Object.entries(branch.properties ?? {})) {
      if (!Object.hasOwn(properties, key)) properties[key] = property;
    }
  }
  return { type: 'object', properties, additionalProperties: false };
}
