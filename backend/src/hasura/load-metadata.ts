/**
 * Reads a Hasura metadata directory (config v3 layout) the way hasura-cli does: YAML files
 * joined by `!include`, then the parts the metadata lint needs, typed.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { parseDocument, type ScalarTag } from 'yaml';

export class MetadataError extends Error {
  override name = 'MetadataError';
}

// ---------------------------------------------------------------------------------------------
// !include

/** The unquoted tag form (`tables: !include default/tables/tables.yaml`). */
class IncludeDirective {
  constructor(readonly path: string) {}
}

const includeTag: ScalarTag = {
  tag: '!include',
  identify: (value) => value instanceof IncludeDirective,
  resolve: (value) => new IncludeDirective(value.trim()),
};

/**
 * hasura-cli writes includes as quoted strings (`tables: "!include default/tables/tables.yaml"`)
 * and reads any string of the form `!include <path>` as one.
 */
const INCLUDE_STRING = /^!include\s+(\S.*)$/;

function includePath(value: unknown): string | undefined {
  if (value instanceof IncludeDirective) return value.path;
  if (typeof value !== 'string') return undefined;
  const path = INCLUDE_STRING.exec(value.trim())?.[1];
  return path?.trim().replace(/^(["'])(.*)\1$/, '$2');
}

export interface LoadedYaml {
  value: unknown;
  /** The file each included (or the root) object or array was read from, absolute. */
  origins: WeakMap<object, string>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorCode(error: unknown): string | undefined {
  return isRecord(error) && typeof error.code === 'string' ? error.code : undefined;
}

/**
 * Parses `file` and replaces every include by the parsed content of the file it names, relative
 * to the directory of the file that contains it, recursively. Errors name the including file
 * (as a path relative to `displayRoot`).
 */
export async function loadYamlWithIncludes(
  file: string,
  displayRoot: string = dirname(file),
): Promise<LoadedYaml> {
  const origins = new WeakMap<object, string>();
  const show = (path: string): string => relative(displayRoot, path) || path;

  async function load(path: string, chain: readonly string[]): Promise<unknown> {
    const including = chain.at(-1);
    if (chain.includes(path)) {
      throw new MetadataError(
        `${show(including ?? path)}: !include cycle: ${[...chain, path].map(show).join(' -> ')}`,
      );
    }
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      const reason = errorCode(error) === 'ENOENT' ? 'file not found' : String(error);
      throw new MetadataError(
        including
          ? `${show(including)}: !include ${relative(dirname(including), path)}: ${reason} (${path})`
          : `${path}: ${reason}`,
      );
    }
    const document = parseDocument(text, { customTags: [includeTag] });
    const [syntaxError] = document.errors;
    if (syntaxError) {
      // The message's first line holds the reason and the position; the rest is a code frame.
      throw new MetadataError(
        `${show(path)}: ${(syntaxError.message.split('\n')[0] ?? '').replace(/:$/, '')}`,
      );
    }
    const value = await expand(document.toJS({ maxAliasCount: 100 }) as unknown, path, [
      ...chain,
      path,
    ]);
    if (typeof value === 'object' && value !== null && !origins.has(value)) {
      origins.set(value, path);
    }
    return value;
  }

  async function expand(value: unknown, file: string, chain: readonly string[]): Promise<unknown> {
    const path = includePath(value);
    if (path !== undefined) return load(resolve(dirname(file), path), chain);
    if (Array.isArray(value)) {
      const items: unknown[] = [];
      for (const item of value) items.push(await expand(item, file, chain));
      return items;
    }
    if (isRecord(value)) {
      const entries: [string, unknown][] = [];
      for (const [key, item] of Object.entries(value)) {
        entries.push([key, await expand(item, file, chain)]);
      }
      return Object.fromEntries(entries);
    }
    return value;
  }

  const value = await load(resolve(file), []);
  return { value, origins };
}

// ---------------------------------------------------------------------------------------------
// Typed metadata: the parts of Hasura's table metadata that the lint checks.

export interface QualifiedTable {
  schema: string;
  name: string;
}

/** A boolean expression (`filter`, `check`), checked structurally by the lint. */
export type BoolExp = Record<string, unknown>;

/** A permission's `columns`: a list, or `'*'` for every column. */
export type ColumnList = readonly string[] | '*';

export interface SelectPermission {
  columns: ColumnList;
  filter: BoolExp;
}

export interface InsertPermission {
  columns: ColumnList;
  check: BoolExp;
  set: Record<string, unknown>;
}

export interface UpdatePermission {
  columns: ColumnList;
  filter: BoolExp;
  check: BoolExp;
  set: Record<string, unknown>;
}

export interface DeletePermission {
  filter: BoolExp;
}

export interface RolePermission<P> {
  role: string;
  permission: P;
}

/**
 * How a relationship is joined:
 * - `local-foreign-key`: a foreign key on this table's `columns` (object relationships);
 * - `remote-foreign-key`: a foreign key on `table`'s `columns` that points at this table
 *   (array relationships, and one-to-one object relationships);
 * - `manual`: `columnMapping` from this table's columns to `table`'s, without a foreign key.
 */
export type RelationshipJoin =
  | { kind: 'local-foreign-key'; columns: string[] }
  | { kind: 'remote-foreign-key'; table: QualifiedTable; columns: string[] }
  | { kind: 'manual'; table: QualifiedTable; columnMapping: Record<string, string> };

export interface Relationship {
  name: string;
  type: 'object' | 'array';
  join: RelationshipJoin;
}

export interface TableMetadata {
  /** The file the table was read from, relative to the metadata directory. */
  file: string;
  table: QualifiedTable;
  relationships: Relationship[];
  selectPermissions: RolePermission<SelectPermission>[];
  insertPermissions: RolePermission<InsertPermission>[];
  updatePermissions: RolePermission<UpdatePermission>[];
  deletePermissions: RolePermission<DeletePermission>[];
}

export interface SourceMetadata {
  name: string;
  kind: string;
  /** The file that lists the source's tables, relative to the metadata directory. */
  tablesFile: string;
  tables: TableMetadata[];
}

export interface HasuraMetadata {
  directory: string;
  version: number;
  sources: SourceMetadata[];
}

/** Reads a loaded value, throwing `file: path: message` when it has the wrong shape. */
class Reader {
  constructor(
    readonly file: string,
    readonly path: string,
  ) {}

  at(key: string | number): Reader {
    const segment = typeof key === 'number' ? `[${key}]` : this.path ? `.${key}` : key;
    return new Reader(this.file, `${this.path}${segment}`);
  }

  fail(message: string): never {
    throw new MetadataError(`${this.file}: ${this.path || '(root)'}: ${message}`);
  }

  record(value: unknown): Record<string, unknown> {
    return isRecord(value) ? value : this.fail('expected a mapping');
  }

  list(value: unknown): unknown[] {
    if (value === undefined || value === null) return [];
    return Array.isArray(value) ? (value as unknown[]) : this.fail('expected a list');
  }

  string(value: unknown): string {
    return typeof value === 'string' && value !== '' ? value : this.fail('expected a string');
  }

  strings(value: unknown): string[] {
    return this.list(value).map((item, index) => this.at(index).string(item));
  }

  table(value: unknown): QualifiedTable {
    if (typeof value === 'string' && value !== '') return { schema: 'public', name: value };
    const table = this.record(value);
    return {
      schema: table.schema === undefined ? 'public' : this.at('schema').string(table.schema),
      name: this.at('name').string(table.name),
    };
  }

  columns(value: unknown): ColumnList {
    return value === '*' ? '*' : this.strings(value);
  }

  boolExp(value: unknown): BoolExp {
    return value === undefined || value === null ? {} : this.record(value);
  }

  presets(value: unknown): Record<string, unknown> {
    return value === undefined || value === null ? {} : this.record(value);
  }
}

function readJoin(reader: Reader, type: 'object' | 'array', value: unknown): RelationshipJoin {
  const using = reader.record(value);
  if (using.manual_configuration !== undefined) {
    const manual = reader.at('manual_configuration');
    const configuration = manual.record(using.manual_configuration);
    const mapping = manual.at('column_mapping');
    return {
      kind: 'manual',
      table: manual.at('remote_table').table(configuration.remote_table),
      columnMapping: Object.fromEntries(
        Object.entries(mapping.record(configuration.column_mapping)).map(([local, remote]) => [
          local,
          mapping.at(local).string(remote),
        ]),
      ),
    };
  }
  const fk = reader.at('foreign_key_constraint_on');
  const on = using.foreign_key_constraint_on;
  if (on === undefined) {
    return reader.fail('expected foreign_key_constraint_on or manual_configuration');
  }
  if (type === 'object' && (typeof on === 'string' || Array.isArray(on))) {
    return { kind: 'local-foreign-key', columns: typeof on === 'string' ? [on] : fk.strings(on) };
  }
  const remote = fk.record(on);
  const columns =
    remote.columns !== undefined
      ? fk.at('columns').strings(remote.columns)
      : [fk.at('column').string(remote.column)];
  return { kind: 'remote-foreign-key', table: fk.at('table').table(remote.table), columns };
}

function readRelationships(
  reader: Reader,
  type: 'object' | 'array',
  value: unknown,
): Relationship[] {
  return reader.list(value).map((item, index) => {
    const entry = reader.at(index);
    const relationship = entry.record(item);
    const name = entry.at('name').string(relationship.name);
    return { name, type, join: readJoin(entry.at('using'), type, relationship.using) };
  });
}

function readPermissions<P>(
  reader: Reader,
  value: unknown,
  read: (reader: Reader, permission: Record<string, unknown>) => P,
): RolePermission<P>[] {
  return reader.list(value).map((item, index) => {
    const entry = reader.at(index).record(item);
    const role = reader.at(index).at('role').string(entry.role);
    const at = new Reader(reader.file, `${reader.path}[${role}]`);
    return { role, permission: read(at, at.record(entry.permission)) };
  });
}

function readTable(file: string, value: unknown): TableMetadata {
  const root = new Reader(file, '');
  const table = root.record(value);
  const at = (key: string): Reader => new Reader(file, key);
  return {
    file,
    table: at('table').table(table.table),
    relationships: [
      ...readRelationships(at('object_relationships'), 'object', table.object_relationships),
      ...readRelationships(at('array_relationships'), 'array', table.array_relationships),
    ],
    selectPermissions: readPermissions(
      at('select_permissions'),
      table.select_permissions,
      (r, p) => ({
        columns: r.at('columns').columns(p.columns),
        filter: r.at('filter').boolExp(p.filter),
      }),
    ),
    insertPermissions: readPermissions(
      at('insert_permissions'),
      table.insert_permissions,
      (r, p) => ({
        columns: r.at('columns').columns(p.columns),
        check: r.at('check').boolExp(p.check),
        set: r.at('set').presets(p.set),
      }),
    ),
    updatePermissions: readPermissions(
      at('update_permissions'),
      table.update_permissions,
      (r, p) => ({
        columns: r.at('columns').columns(p.columns),
        filter: r.at('filter').boolExp(p.filter),
        check: r.at('check').boolExp(p.check),
        set: r.at('set').presets(p.set),
      }),
    ),
    deletePermissions: readPermissions(
      at('delete_permissions'),
      table.delete_permissions,
      (r, p) => ({
        filter: r.at('filter').boolExp(p.filter),
      }),
    ),
  };
}

/**
 * Loads `metadataDirectory` (hasura/metadata): `version.yaml` and the sources of
 * `databases/databases.yaml` with their tables, includes resolved.
 */
export async function loadMetadata(metadataDirectory: string): Promise<HasuraMetadata> {
  const directory = resolve(metadataDirectory);
  const show = (file: string): string => relative(directory, file);

  const versionFile = join(directory, 'version.yaml');
  const versionYaml = await loadYamlWithIncludes(versionFile, directory);
  const versionReader = new Reader(show(versionFile), 'version');
  const version = new Reader(show(versionFile), '').record(versionYaml.value).version;
  if (version !== 3) versionReader.fail(`expected 3 (metadata v3), got ${JSON.stringify(version)}`);

  const databasesFile = join(directory, 'databases', 'databases.yaml');
  const { value, origins } = await loadYamlWithIncludes(databasesFile, directory);
  const databases = new Reader(show(databasesFile), '');
  const sources = databases.list(value).map((item, index): SourceMetadata => {
    const at = databases.at(index);
    const source = at.record(item);
    const tablesFile = Array.isArray(source.tables) ? origins.get(source.tables) : undefined;
    const tablesReader = new Reader(tablesFile ? show(tablesFile) : databases.file, '');
    return {
      name: at.at('name').string(source.name),
      kind: at.at('kind').string(source.kind),
      tablesFile: tablesReader.file,
      tables: tablesReader.list(source.tables).map((table, tableIndex) => {
        const origin = typeof table === 'object' && table !== null ? origins.get(table) : undefined;
        return readTable(
          origin ? show(origin) : `${tablesReader.file}[${tableIndex}]`,
          tablesReader.at(tableIndex).record(table),
        );
      }),
    };
  });
  return { directory, version: 3, sources };
}
