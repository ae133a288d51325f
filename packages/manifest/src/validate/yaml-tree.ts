// Parses manifest text into a small tree whose every key and value knows where it starts, so
// that each rule can point at the exact line and column. The `yaml` package finds syntax errors
// and duplicate keys; the tree keeps the first of duplicated keys, as the rules read it.
import {
  type Document,
  isAlias,
  isCollection,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  type Node as YamlNode,
  parseDocument,
  type YAMLError,
} from 'yaml';
import { childPath } from './paths.js';

export type ScalarValue = string | number | boolean | null;

export type TreeNode = TreeMap | TreeList | TreeScalar;

interface TreeNodeBase {
  /** Offset in the text where the value starts (the key's, for a value left empty). */
  offset: number;
}

export interface TreeMap extends TreeNodeBase {
  kind: 'map';
  /** Without duplicates: the first entry of each key. */
  entries: TreeEntry[];
}

export interface TreeList extends TreeNodeBase {
  kind: 'list';
  items: TreeNode[];
}

export interface TreeScalar extends TreeNodeBase {
  kind: 'scalar';
  value: ScalarValue;
  /** True for `key:` with nothing after it. */
  empty: boolean;
}

export interface TreeEntry {
  key: string;
  keyOffset: number;
  value: TreeNode;
}

/** A finding of the parser: a syntax error, a duplicate key or a warning. */
export interface ParseFinding {
  offset: number;
  path: string;
  message: string;
  severity: 'error' | 'warning';
}

export interface ParsedManifest {
  /** Undefined when the text is not a usable document (syntax errors) or holds nothing. */
  root?: TreeNode;
  /** Syntax errors; when there are any, `root` is undefined and no other rule runs. */
  syntaxErrors: ParseFinding[];
  /** Duplicate keys (errors) and the parser's warnings (an unresolved tag, …). */
  findings: ParseFinding[];
  /** 1-based line and column of an offset. */
  position: (offset: number) => { line: number; column: number };
}

interface KeyRecord {
  offset: number;
  path: string;
}

/** What building the tree carries along. */
interface BuildContext {
  document: Document;
  /** Where each key starts → its path (the duplicate-key errors name the key by offset). */
  keys: Map<number, KeyRecord>;
  /** Offset of a duplicate key → the first key of that name. */
  firstKeys: Map<number, KeyRecord>;
  /** Nodes left to build: aliases can multiply a small file into a huge tree. */
  budget: number;
}

/** Enough for any real manifest; a file of nested aliases ("billion laughs") runs out. */
const NODE_BUDGET = 10_000;

/** Reads the manifest's text; never throws. */
export function parseManifestText(text: string): ParsedManifest {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, {
    lineCounter,
    prettyErrors: false,
    uniqueKeys: true,
  });
  const position = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  const syntaxErrors = document.errors
    .filter((error) => error.code !== 'DUPLICATE_KEY')
    .map((error) => syntaxFinding(error, 'error'));
  const warnings = document.warnings.map((error) => syntaxFinding(error, 'warning'));
  // A document with syntax errors is a best guess of the parser: checking its contents would
  // report the consequences of the typo as if they were mistakes of their own.
  if (syntaxErrors.length > 0) return { syntaxErrors, findings: warnings, position };

  const context: BuildContext = {
    document,
    keys: new Map(),
    firstKeys: new Map(),
    budget: NODE_BUDGET,
  };
  const root =
    document.contents === null ? undefined : toTree(context, document.contents, '', 0, new Set());
  if (context.budget < 0) {
    const tooBig: ParseFinding = {
      offset: 0,
      path: '',
      message: `YAML syntax error: the document expands to more than ${NODE_BUDGET} values through its aliases`,
      severity: 'error',
    };
    return { syntaxErrors: [tooBig], findings: warnings, position };
  }
  const { keys, firstKeys } = context;
  const duplicates = document.errors
    .filter((error) => error.code === 'DUPLICATE_KEY')
    .map((error): ParseFinding => {
      const offset = error.pos[0];
      const key = keys.get(offset);
      const first = firstKeys.get(offset);
      return {
        offset,
        path: key?.path ?? '',
        message:
          first === undefined
            ? 'duplicate key'
            : `duplicate key; the first is at line ${position(first.offset).line}`,
        severity: 'error',
      };
    });
  return { root, syntaxErrors, findings: [...duplicates, ...warnings], position };
}

function syntaxFinding(error: YAMLError, severity: 'error' | 'warning'): ParseFinding {
  return {
    offset: error.pos[0],
    path: '',
    message: `${severity === 'error' ? 'YAML syntax error' : 'YAML warning'}: ${error.message}`,
    severity,
  };
}

function keyText(key: unknown): string {
  if (isScalar(key)) return String(key.value);
  if (key === null || key === undefined) return '';
  // A mapping or list used as a key: the schema rejects it by its text like any unknown key.
  return isCollection(key) ? key.toString() : '';
}

function toTree(
  context: BuildContext,
  node: unknown,
  path: string,
  fallbackOffset: number,
  ancestors: Set<unknown>,
): TreeNode {
  const { keys, firstKeys } = context;
  let target = node;
  if (isAlias(target)) target = target.resolve(context.document);
  const offset = startOf(target) ?? fallbackOffset;
  context.budget -= 1;
  // An alias of one of its own ancestors would make the tree infinite.
  if (context.budget < 0 || ancestors.has(target)) {
    return { kind: 'scalar', value: null, empty: false, offset };
  }
  const inner = new Set(ancestors).add(target);

  if (isMap(target)) {
    const entries: TreeEntry[] = [];
    const seen = new Map<string, number>();
    for (const pair of target.items) {
      const key = keyText(pair.key);
      const keyOffset = startOf(pair.key) ?? offset;
      const entryPath = childPath(path, key);
      keys.set(keyOffset, { offset: keyOffset, path: entryPath });
      const firstOffset = seen.get(key);
      if (firstOffset !== undefined) {
        firstKeys.set(keyOffset, { offset: firstOffset, path: entryPath });
        continue;
      }
      seen.set(key, keyOffset);
      const value = toTree(context, pair.value, entryPath, keyOffset, inner);
      entries.push({ key, keyOffset, value });
    }
    return { kind: 'map', entries, offset };
  }
  if (isSeq(target)) {
    const items = target.items.map((item, index) =>
      toTree(context, item, childPath(path, index), offset, inner),
    );
    return { kind: 'list', items, offset };
  }
  if (isScalar(target)) {
    const empty = target.range === undefined || target.range === null || isEmptyRange(target);
    return { kind: 'scalar', value: scalarValue(target.value), empty, offset };
  }
  // `key:` in a flow mapping (`{ key }`) has no value node at all.
  return { kind: 'scalar', value: null, empty: true, offset };
}

function isEmptyRange(node: YamlNode): boolean {
  const range = node.range;
  return range !== undefined && range !== null && range[0] === range[1];
}

/** Where a value's text starts; undefined for an empty value, which has none. */
function startOf(node: unknown): number | undefined {
  if (!isScalar(node) && !isMap(node) && !isSeq(node) && !isAlias(node)) return undefined;
  const range = node.range;
  if (range === undefined || range === null || isEmptyRange(node)) return undefined;
  return range[0];
}

function scalarValue(value: unknown): ScalarValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  if (typeof value === 'bigint') return Number(value);
  // Only custom tags make anything else; their JSON form is the closest text.
  return JSON.stringify(value);
}

/** The plain JavaScript value of a tree, as `JSON.parse` would give it. */
export function toPlainValue(node: TreeNode): unknown {
  switch (node.kind) {
    case 'map':
      return Object.fromEntries(
        node.entries.map((entry) => [entry.key, toPlainValue(entry.value)]),
      );
    case 'list':
      return node.items.map(toPlainValue);
    case 'scalar':
      return node.value;
  }
}

/** The entry of a key in a mapping, or undefined. */
export function entryOf(node: TreeNode | undefined, key: string): TreeEntry | undefined {
  return node?.kind === 'map' ? node.entries.find((entry) => entry.key === key) : undefined;
}
