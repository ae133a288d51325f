import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  loadMetadata,
  loadYamlWithIncludes,
  MetadataError,
  type TableMetadata,
} from '../../src/hasura/load-metadata.js';
import { defaultHasuraDirectory } from '../../src/paths.js';

describe('!include', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'resume-agent-include-'));
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  async function write(files: Record<string, string>): Promise<void> {
    for (const [path, text] of Object.entries(files)) {
      await mkdir(dirname(join(directory, path)), { recursive: true });
      await writeFile(join(directory, path), text);
    }
  }

  it('resolves nested includes relative to the directory of the including file', async () => {
    await write({
      'root.yaml': 'tables: "!include db/tables/tables.yaml"\nname: root\n',
      'db/tables/tables.yaml': "- '!include public_a.yaml'\n- !include nested/public_b.yaml\n",
      'db/tables/public_a.yaml': 'table: {name: a, schema: public}\n',
      'db/tables/nested/public_b.yaml':
        'table: {name: b, schema: public}\nextra: "!include ../c.json"\n',
      'db/tables/c.json': '{"from": "json"}',
    });
    const { value, origins } = await loadYamlWithIncludes(join(directory, 'root.yaml'));
    expect(value).toEqual({
      tables: [
        { table: { name: 'a', schema: 'public' } },
        { table: { name: 'b', schema: 'public' }, extra: { from: 'json' } },
      ],
      name: 'root',
    });
    const tables = (value as { tables: object[] }).tables;
    expect(origins.get(tables)).toBe(join(directory, 'db/tables/tables.yaml'));
    expect(tables.map((table) => origins.get(table))).toEqual([
      join(directory, 'db/tables/public_a.yaml'),
      join(directory, 'db/tables/nested/public_b.yaml'),
    ]);
  });

  it('fails naming the including file when an included file is missing', async () => {
    await write({
      'root.yaml': 'tables: "!include db/tables.yaml"\n',
      'db/tables.yaml': '- "!include public_missing.yaml"\n',
    });
    const failure = loadYamlWithIncludes(join(directory, 'root.yaml'));
    await expect(failure).rejects.toBeInstanceOf(MetadataError);
    await expect(failure).rejects.toThrow(
      `db/tables.yaml: !include public_missing.yaml: file not found (${join(directory, 'db/public_missing.yaml')})`,
    );
  });

  it('fails on an include cycle, naming the files around it', async () => {
    await write({
      'root.yaml': 'a: "!include a.yaml"\n',
      'a.yaml': 'b: "!include sub/b.yaml"\n',
      'sub/b.yaml': 'back: "!include ../a.yaml"\n',
    });
    await expect(loadYamlWithIncludes(join(directory, 'root.yaml'))).rejects.toThrow(
      'sub/b.yaml: !include cycle: root.yaml -> a.yaml -> sub/b.yaml -> a.yaml',
    );
  });

  it('fails naming the file and position of a YAML syntax error', async () => {
    await write({ 'root.yaml': 'a: "!include bad.yaml"\n', 'bad.yaml': 'key: [unclosed\n' });
    await expect(loadYamlWithIncludes(join(directory, 'root.yaml'))).rejects.toThrow(
      /^bad\.yaml: .*line 2/,
    );
  });

  it('fails with the file and path of a table entry of the wrong shape', async () => {
    await write({
      'version.yaml': 'version: 3\n',
      'databases/databases.yaml':
        '- name: default\n  kind: postgres\n  tables: "!include t.yaml"\n',
      'databases/t.yaml': '- "!include public_x.yaml"\n',
      'databases/public_x.yaml':
        'table: {name: x}\nselect_permissions:\n  - role: user\n    permission: {columns: 5}\n',
    });
    await expect(loadMetadata(directory)).rejects.toThrow(
      'databases/public_x.yaml: select_permissions[user].columns: expected a list',
    );
  });
});

describe('the project metadata', () => {
  const tablesDirectory = join(
    defaultHasuraDirectory,
    'metadata',
    'databases',
    'default',
    'tables',
  );

  async function loadTables(): Promise<TableMetadata[]> {
    const metadata = await loadMetadata(join(defaultHasuraDirectory, 'metadata'));
    expect(metadata.sources.map((source) => source.name)).toEqual(['default']);
    return metadata.sources[0]?.tables ?? [];
  }

  it('has one file per table, named public_<table>.yaml, and tracks each of them', async () => {
    const tables = await loadTables();
    const files = (await readdir(tablesDirectory)).filter((file) => file !== 'tables.yaml').sort();
    expect(tables.map((table) => table.file.split('/').at(-1)).sort()).toEqual(files);
    for (const table of tables) {
      expect(table.file).toBe(`databases/default/tables/public_${table.table.name}.yaml`);
      expect(table.table.schema).toBe('public');
    }
  });

  it('never lets role user read or write a password or token hash', async () => {
    for (const table of await loadTables()) {
      const lists = [
        ...table.selectPermissions.map((p) => p.permission.columns),
        ...table.insertPermissions.map((p) => p.permission.columns),
        ...table.updatePermissions.map((p) => p.permission.columns),
      ];
      for (const columns of lists) {
        expect(columns, table.file).not.toBe('*');
        expect(columns, table.file).not.toContain('password_hash');
        expect(columns, table.file).not.toContain('token_hash');
      }
    }
  });

  it("limits every permission of role user to the user's own rows (or shared plants)", async () => {
    const ownRows = /X-Hasura-User-Id/i;
    for (const table of await loadTables()) {
      const permissions = [
        ...table.selectPermissions.map((p) => ({ role: p.role, rule: p.permission.filter })),
        ...table.insertPermissions.map((p) => ({ role: p.role, rule: p.permission.check })),
        ...table.updatePermissions.flatMap((p) => [
          { role: p.role, rule: p.permission.filter },
          { role: p.role, rule: p.permission.check },
        ]),
        ...table.deletePermissions.map((p) => ({ role: p.role, rule: p.permission.filter })),
      ];
      for (const { role, rule } of permissions) {
        expect(role).toBe('user');
        expect(JSON.stringify(rule), table.file).toMatch(ownRows);
      }
      for (const { permission } of [...table.insertPermissions, ...table.updatePermissions]) {
        expect(permission.columns, table.file).not.toContain('user_id');
        expect(permission.columns, table.file).not.toContain('owner_id');
        expect(permission.columns, table.file).not.toContain('version');
        expect(permission.columns, table.file).not.toContain('status');
      }
    }
  });
});
