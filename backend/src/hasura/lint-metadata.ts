/**
 * Checks Hasura metadata against a migrated database, so that a migration which renames or
 * drops something the metadata names fails the tests instead of the next `hasura metadata
 * apply`. Reads the catalog through pg_catalog, which PostgreSQL and PGlite share.
 */
import type { Queryable } from '../db/database.js';
import type {
  BoolExp,
  ColumnList,
  HasuraMetadata,
  QualifiedTable,
  Relationship,
  TableMetadata,
} from './load-metadata.js';

export interface LintOptions {
  /** The metadata source that describes `db` (default `default`). */
  source?: string;
  /** Schemas whose every table must be tracked (default `public`). */
  schemas?: readonly string[];
}

interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  referencedTable: string;
}

interface Catalog {
  /** Columns of every table, view and foreign table, by `schema.name`. */
  relations: Map<string, { schema: string; columns: Set<string> }>;
  foreignKeys: ForeignKey[];
}

const COLUMN_COMPARISONS = new Set(['_ceq', '_cne', '_cgt', '_clt', '_cgte', '_clte']);

const keyOf = (table: QualifiedTable): string => `${table.schema}.${table.name}`;

const sameColumns = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && [...a].sort().join('\0') === [...b].sort().join('\0');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readCatalog(db: Queryable): Promise<Catalog> {
  const relations = await db.query<{ schema: string; name: string; columns: string[] }>(
    `SELECT n.nspname::text AS schema, c.relname::text AS name,
            ARRAY(SELECT a.attname::text FROM pg_attribute a
                   WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
                   ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f')
        AND NOT c.relispartition
        AND n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%'`,
  );
  const foreignKeys = await db.query<{
    name: string;
    table: string;
    columns: string[];
    referenced_table: string;
  }>(
    `SELECT con.conname::text AS name,
            sn.nspname || '.' || sc.relname AS table,
            ARRAY(SELECT a.attname::text
                    FROM unnest(con.conkey) WITH ORDINALITY AS k(attnum, position)
                    JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum
                   ORDER BY k.position) AS columns,
            tn.nspname || '.' || tc.relname AS referenced_table
       FROM pg_constraint con
       JOIN pg_class sc ON sc.oid = con.conrelid
       JOIN pg_namespace sn ON sn.oid = sc.relnamespace
       JOIN pg_class tc ON tc.oid = con.confrelid
       JOIN pg_namespace tn ON tn.oid = tc.relnamespace
      WHERE con.contype = 'f' AND con.conparentid = 0`,
  );
  return {
    relations: new Map(
      relations.rows.map((row) => [
        `${row.schema}.${row.name}`,
        { schema: row.schema, columns: new Set(row.columns) },
      ]),
    ),
    foreignKeys: foreignKeys.rows.map((row) => ({
      name: row.name,
      table: row.table,
      columns: row.columns,
      referencedTable: row.referenced_table,
    })),
  };
}

class TableLinter {
  /** Target table of every relationship, by table and name; undefined when unresolvable. */
  private readonly targets = new Map<string, Map<string, string | undefined>>();

  constructor(
    private readonly catalog: Catalog,
    private readonly tracked: Map<string, TableMetadata>,
    private readonly problems: string[],
  ) {}

  private columnsOf(table: string): Set<string> | undefined {
    return this.catalog.relations.get(table)?.columns;
  }

  /** Resolves and checks every relationship of `table`; run for all tables before `lintPermissions`. */
  lintRelationships(table: TableMetadata): void {
    const key = keyOf(table.table);
    const targets = new Map<string, string | undefined>();
    this.targets.set(key, targets);
    const columns = this.columnsOf(key);
    if (!columns) {
      this.problems.push(`${table.file}: table: table ${key} does not exist`);
      return;
    }
    for (const relationship of table.relationships) {
      const path = `${relationship.type}_relationships[${relationship.name}]`;
      const report = (where: string, message: string): void => {
        this.problems.push(`${table.file}: ${path}${where}: ${message}`);
      };
      if (targets.has(relationship.name)) report('', 'a relationship of that name already exists');
      if (columns.has(relationship.name)) {
        report('', `"${relationship.name}" is also a column of ${key}`);
      }
      const target = this.resolve(key, columns, relationship, report);
      if (target !== undefined && !this.tracked.has(target)) {
        report('', `target table ${target} is not tracked`);
      }
      targets.set(relationship.name, target);
    }
  }

  private resolve(
    key: string,
    columns: Set<string>,
    relationship: Relationship,
    report: (where: string, message: string) => void,
  ): string | undefined {
    const { join } = relationship;
    const missingColumns = (table: string, names: Iterable<string>, where: string): boolean => {
      const known = this.columnsOf(table) ?? new Set<string>();
      let missing = false;
      for (const name of names) {
        if (!known.has(name)) {
          report(where, `column "${name}" does not exist on ${table}`);
          missing = true;
        }
      }
      return missing;
    };

    if (join.kind === 'local-foreign-key') {
      const where = '.using.foreign_key_constraint_on';
      if (missingColumns(key, join.columns, where)) return undefined;
      const fk = this.catalog.foreignKeys.find(
        (candidate) => candidate.table === key && sameColumns(candidate.columns, join.columns),
      );
      if (!fk) {
        report(where, `no foreign key on ${key} (${join.columns.join(', ')})`);
        return undefined;
      }
      return fk.referencedTable;
    }

    const remote = keyOf(join.table);
    if (!this.catalog.relations.has(remote)) {
      report(
        join.kind === 'manual'
          ? '.using.manual_configuration.remote_table'
          : '.using.foreign_key_constraint_on.table',
        `table ${remote} does not exist`,
      );
      return undefined;
    }

    if (join.kind === 'manual') {
      const where = '.using.manual_configuration.column_mapping';
      const missingLocal = missingColumns(key, Object.keys(join.columnMapping), where);
      const missingRemote = missingColumns(remote, Object.values(join.columnMapping), where);
      return missingLocal || missingRemote ? undefined : remote;
    }

    const where = '.using.foreign_key_constraint_on';
    if (missingColumns(remote, join.columns, where)) return undefined;
    const fk = this.catalog.foreignKeys.find(
      (candidate) =>
        candidate.table === remote &&
        candidate.referencedTable === key &&
        sameColumns(candidate.columns, join.columns),
    );
    if (!fk) {
      report(where, `no foreign key on ${remote} (${join.columns.join(', ')}) references ${key}`);
      return undefined;
    }
    return remote;
  }

  lintPermissions(table: TableMetadata): void {
    const key = keyOf(table.table);
    if (!this.columnsOf(key)) return;
    const report = (path: string, message: string): void => {
      this.problems.push(`${table.file}: ${path}: ${message}`);
    };
    for (const { role, permission } of table.selectPermissions) {
      const path = `select_permissions[${role}]`;
      this.checkColumnList(key, permission.columns, `${path}.columns`, report);
      this.checkBoolExp(key, key, permission.filter, `${path}.filter`, report);
    }
    for (const { role, permission } of table.insertPermissions) {
      const path = `insert_permissions[${role}]`;
      this.checkColumnList(key, permission.columns, `${path}.columns`, report);
      this.checkBoolExp(key, key, permission.check, `${path}.check`, report);
      this.checkColumnList(key, Object.keys(permission.set), `${path}.set`, report);
    }
    for (const { role, permission } of table.updatePermissions) {
      const path = `update_permissions[${role}]`;
      this.checkColumnList(key, permission.columns, `${path}.columns`, report);
      this.checkBoolExp(key, key, permission.filter, `${path}.filter`, report);
      this.checkBoolExp(key, key, permission.check, `${path}.check`, report);
      this.checkColumnList(key, Object.keys(permission.set), `${path}.set`, report);
    }
    for (const { role, permission } of table.deletePermissions) {
      const path = `delete_permissions[${role}]`;
      this.checkBoolExp(key, key, permission.filter, `${path}.filter`, report);
    }
  }

  private checkColumnList(
    table: string,
    columns: ColumnList,
    path: string,
    report: (path: string, message: string) => void,
  ): void {
    if (columns === '*') return;
    const known = this.columnsOf(table);
    for (const column of columns) {
      if (!known?.has(column)) report(path, `column "${column}" does not exist on ${table}`);
    }
  }

  /** Walks a boolean expression on `table`; `root` is the permission's own table (`$`). */
  private checkBoolExp(
    table: string,
    root: string,
    expression: BoolExp,
    path: string,
    report: (path: string, message: string) => void,
  ): void {
    const nested = (value: unknown, on: string, at: string): void => {
      if (isRecord(value)) this.checkBoolExp(on, root, value, at, report);
      else report(at, 'expected a boolean expression (a mapping)');
    };
    for (const [key, value] of Object.entries(expression)) {
      const at = `${path}.${key}`;
      if (key === '_and' || key === '_or') {
        if (Array.isArray(value)) {
          value.forEach((item: unknown, index) => {
            nested(item, table, `${at}[${index}]`);
          });
        } else report(at, 'expected a list of boolean expressions');
      } else if (key === '_not') {
        nested(value, table, at);
      } else if (key === '_exists') {
        this.checkExists(value, root, at, report);
      } else if (this.columnsOf(table)?.has(key)) {
        this.checkComparison(table, root, value, at, report);
      } else if (this.targets.get(table)?.has(key)) {
        // An unresolvable relationship was reported with the relationship itself.
        const target = this.targets.get(table)?.get(key);
        if (target !== undefined) nested(value, target, at);
      } else {
        report(at, `column or relationship "${key}" does not exist on ${table}`);
      }
    }
  }

  private checkExists(
    value: unknown,
    root: string,
    path: string,
    report: (path: string, message: string) => void,
  ): void {
    const exists = isRecord(value) ? value : {};
    const tableValue = exists._table;
    const table =
      typeof tableValue === 'string'
        ? `public.${tableValue}`
        : isRecord(tableValue) && typeof tableValue.name === 'string'
          ? `${typeof tableValue.schema === 'string' ? tableValue.schema : 'public'}.${tableValue.name}`
          : undefined;
    if (table === undefined) {
      report(`${path}._table`, 'expected a table');
      return;
    }
    if (!this.columnsOf(table)) {
      report(`${path}._table`, `table ${table} does not exist`);
      return;
    }
    const where = exists._where;
    if (isRecord(where)) this.checkBoolExp(table, root, where, `${path}._where`, report);
    else report(`${path}._where`, 'expected a boolean expression (a mapping)');
  }

  private checkComparison(
    table: string,
    root: string,
    value: unknown,
    path: string,
    report: (path: string, message: string) => void,
  ): void {
    if (!isRecord(value)) {
      report(path, 'expected comparison operators such as {_eq: X-Hasura-User-Id}');
      return;
    }
    for (const [operator, operand] of Object.entries(value)) {
      if (!operator.startsWith('_')) {
        report(`${path}.${operator}`, `"${operator}" is not a comparison operator`);
        continue;
      }
      if (!COLUMN_COMPARISONS.has(operator)) continue;
      // `_ceq: other_column` compares with a column of the same table, `["$", column]` with
      // a column of the permission's own table.
      const fromRoot = Array.isArray(operand) && operand[0] === '$';
      const on = fromRoot ? root : table;
      const column: unknown = fromRoot ? (operand as unknown[])[1] : operand;
      if (typeof column !== 'string' || !this.columnsOf(on)?.has(column)) {
        report(`${path}.${operator}`, `column ${JSON.stringify(column)} does not exist on ${on}`);
      }
    }
  }
}

/**
 * Lists every disagreement between `metadata` and the database `db` describes (its source
 * `options.source`), one line each: `<file>: <path>: <problem>`. An empty list means the
 * metadata would apply cleanly as far as tables, columns, relationships and permissions go.
 */
export async function lintMetadata(
  db: Queryable,
  metadata: HasuraMetadata,
  options: LintOptions = {},
): Promise<string[]> {
  const sourceName = options.source ?? 'default';
  const schemas = new Set(options.schemas ?? ['public']);
  const source = metadata.sources.find((candidate) => candidate.name === sourceName);
  if (!source) return [`databases/databases.yaml: no source named "${sourceName}"`];

  const catalog = await readCatalog(db);
  const problems: string[] = [];
  const tracked = new Map<string, TableMetadata>();
  const unique: TableMetadata[] = [];
  for (const table of source.tables) {
    const key = keyOf(table.table);
    const first = tracked.get(key);
    if (first) {
      problems.push(`${table.file}: table: ${key} is tracked twice (also in ${first.file})`);
      continue;
    }
    tracked.set(key, table);
    unique.push(table);
  }

  const linter = new TableLinter(catalog, tracked, problems);
  for (const table of unique) linter.lintRelationships(table);
  for (const table of unique) linter.lintPermissions(table);

  const untracked = [...catalog.relations]
    .filter(([key, relation]) => schemas.has(relation.schema) && !tracked.has(key))
    .map(([key]) => key)
    .sort();
  for (const key of untracked) {
    problems.push(`${source.tablesFile}: table ${key} exists in the database but is not tracked`);
  }
  return problems;
}
