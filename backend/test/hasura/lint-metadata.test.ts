import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lintMetadata } from '../../src/hasura/lint-metadata.js';
import { loadMetadata } from '../../src/hasura/load-metadata.js';
import { migrate } from '../../src/migrations/runner.js';
import { defaultHasuraDirectory } from '../../src/paths.js';
import { testEngines, type TestDatabase } from '../support/databases.js';
import { writeHasuraFixture } from '../support/hasura-fixture.js';
import { copyHasuraProject, migrateAndLint, type HasuraProjectCopy } from './hasura-project.js';

const TABLES = 'databases/default/tables';

describe.each(testEngines)('metadata lint on $name', (engine) => {
  let database: TestDatabase;
  let copy: HasuraProjectCopy | undefined;
  beforeEach(async () => {
    database = await engine.create();
  });
  afterEach(async () => {
    await database.destroy();
    await copy?.remove();
    copy = undefined;
  });

  it('finds no problem in the project metadata after migrating the project', async () => {
    expect(await migrateAndLint(database.db, defaultHasuraDirectory)).toEqual([]);
  });

  it('names every permission that lists a column a migration renamed', async () => {
    copy = await copyHasuraProject({
      '1799999999000_rename_jobs_company':
        'ALTER TABLE jobs RENAME COLUMN company TO company_name;',
    });
    expect(await migrateAndLint(database.db, copy.directory)).toEqual([
      `${TABLES}/public_jobs.yaml: select_permissions[user].columns: column "company" does not exist on public.jobs`,
      `${TABLES}/public_jobs.yaml: insert_permissions[user].columns: column "company" does not exist on public.jobs`,
      `${TABLES}/public_jobs.yaml: update_permissions[user].columns: column "company" does not exist on public.jobs`,
    ]);
  });

  it('names a filter column a migration renamed', async () => {
    copy = await copyHasuraProject({
      '1799999999000_rename_plants_owner_id':
        'ALTER TABLE plants RENAME COLUMN owner_id TO owner_user_id;',
    });
    const problems = await migrateAndLint(database.db, copy.directory);
    expect(problems).toContain(
      `${TABLES}/public_plants.yaml: select_permissions[user].filter._or[1].owner_id: column or relationship "owner_id" does not exist on public.plants`,
    );
    expect(problems).toContain(
      `${TABLES}/public_plants.yaml: insert_permissions[user].set: column "owner_id" does not exist on public.plants`,
    );
    expect(problems).toContain(
      `${TABLES}/public_plants.yaml: object_relationships[owner].using.foreign_key_constraint_on: column "owner_id" does not exist on public.plants`,
    );
    expect(problems).toContain(
      `${TABLES}/public_users.yaml: array_relationships[plants].using.foreign_key_constraint_on: column "owner_id" does not exist on public.plants`,
    );
  });

  it('reports a table of the public schema that the metadata does not track', async () => {
    copy = await copyHasuraProject({
      '1799999999000_create_audit_log':
        'CREATE TABLE audit_log (id bigint PRIMARY KEY, message text NOT NULL);',
    });
    expect(await migrateAndLint(database.db, copy.directory)).toEqual([
      `${TABLES}/tables.yaml: table public.audit_log exists in the database but is not tracked`,
    ]);
  });

  it('reports a tracked table that no longer exists', async () => {
    copy = await copyHasuraProject({
      '1799999999000_drop_idempotency_keys': 'DROP TABLE idempotency_keys;',
    });
    expect(await migrateAndLint(database.db, copy.directory)).toEqual([
      `${TABLES}/public_idempotency_keys.yaml: table: table public.idempotency_keys does not exist`,
    ]);
  });

  it('reports both sides of a relationship whose foreign key was dropped', async () => {
    copy = await copyHasuraProject({
      '1799999999000_drop_applications_job_fkey':
        'ALTER TABLE applications DROP CONSTRAINT applications_job_id_fkey;',
    });
    expect(await migrateAndLint(database.db, copy.directory)).toEqual([
      `${TABLES}/public_applications.yaml: object_relationships[job].using.foreign_key_constraint_on: no foreign key on public.applications (job_id)`,
      `${TABLES}/public_jobs.yaml: array_relationships[applications].using.foreign_key_constraint_on: no foreign key on public.applications (job_id) references public.jobs`,
    ]);
  });
});

/** A small project whose metadata exercises every kind of reference the lint follows. */
async function writeLintFixture(tableYaml: string): Promise<string> {
  const directory = await writeHasuraFixture({
    '1_create_authors': `
      CREATE TABLE authors (id int PRIMARY KEY, name text NOT NULL);
      CREATE TABLE articles (
        id int PRIMARY KEY,
        author_id int NOT NULL REFERENCES authors (id),
        editor_id int,
        title text NOT NULL
      );`,
  });
  const tables = join(directory, 'metadata', 'databases', 'default', 'tables');
  await mkdir(tables, { recursive: true });
  await writeFile(join(directory, 'metadata', 'version.yaml'), 'version: 3\n');
  await writeFile(
    join(directory, 'metadata', 'databases', 'databases.yaml'),
    '- name: default\n  kind: postgres\n  tables: "!include default/tables/tables.yaml"\n',
  );
  await writeFile(
    join(tables, 'tables.yaml'),
    '- "!include public_authors.yaml"\n- "!include public_articles.yaml"\n',
  );
  await writeFile(
    join(tables, 'public_authors.yaml'),
    `table: {name: authors, schema: public}
array_relationships:
  - name: articles
    using:
      foreign_key_constraint_on: {column: author_id, table: {name: articles, schema: public}}
`,
  );
  await writeFile(join(tables, 'public_articles.yaml'), tableYaml);
  return directory;
}

describe.each(testEngines)('metadata lint rules on $name', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await engine.create();
  });
  afterEach(async () => {
    await database.destroy();
  });

  async function lint(tableYaml: string): Promise<string[]> {
    const directory = await writeLintFixture(tableYaml);
    await migrate(database.db, { hasuraDirectory: directory });
    return lintMetadata(database.db, await loadMetadata(join(directory, 'metadata')));
  }

  it('accepts relationships backed by foreign keys or by a valid manual configuration', async () => {
    expect(
      await lint(`table: {name: articles, schema: public}
object_relationships:
  - name: author
    using: {foreign_key_constraint_on: author_id}
  - name: editor
    using:
      manual_configuration:
        remote_table: {name: authors, schema: public}
        column_mapping: {editor_id: id}
select_permissions:
  - role: user
    permission:
      columns: '*'
      filter:
        _and:
          - author: {name: {_eq: X-Hasura-User-Id}}
          - _not: {editor: {articles: {title: {_ceq: [$, title]}}}}
          - _exists: {_table: {name: authors, schema: public}, _where: {id: {_eq: 1}}}
`),
    ).toEqual([]);
  });

  it('follows _and, _or, _not, _exists, relationships and column comparisons to the misspelt column', async () => {
    const file = `${TABLES}/public_articles.yaml`;
    expect(
      await lint(`table: {name: articles, schema: public}
object_relationships:
  - name: author
    using: {foreign_key_constraint_on: author_id}
update_permissions:
  - role: user
    permission:
      columns: [title, titel]
      filter:
        _and:
          - _or:
              - author: {nme: {_eq: X-Hasura-User-Id}}
              - _not: {title: {_ceq: headline}}
          - _exists: {_table: {name: authors, schema: public}, _where: {author_name: {_eq: x}}}
          - author: {articles: {title: {_ceq: [$, subtitle]}}}
      check:
        editor_id: {eq: 1}
      set:
        author: x-hasura-User-Id
`),
    ).toEqual([
      `${file}: update_permissions[user].columns: column "titel" does not exist on public.articles`,
      `${file}: update_permissions[user].filter._and[0]._or[0].author.nme: column or relationship "nme" does not exist on public.authors`,
      `${file}: update_permissions[user].filter._and[0]._or[1]._not.title._ceq: column "headline" does not exist on public.articles`,
      `${file}: update_permissions[user].filter._and[1]._exists._where.author_name: column or relationship "author_name" does not exist on public.authors`,
      `${file}: update_permissions[user].filter._and[2].author.articles.title._ceq: column "subtitle" does not exist on public.articles`,
      `${file}: update_permissions[user].check.editor_id.eq: "eq" is not a comparison operator`,
      `${file}: update_permissions[user].set: column "author" does not exist on public.articles`,
    ]);
  });

  it('requires a foreign key behind foreign_key_constraint_on and real columns in a manual configuration', async () => {
    const file = `${TABLES}/public_articles.yaml`;
    expect(
      await lint(`table: {name: articles, schema: public}
object_relationships:
  - name: editor
    using: {foreign_key_constraint_on: editor_id}
  - name: reviewer
    using:
      manual_configuration:
        remote_table: {name: authors, schema: public}
        column_mapping: {reviewer_id: author_id}
  - name: title
    using: {foreign_key_constraint_on: author_id}
`),
    ).toEqual([
      `${file}: object_relationships[editor].using.foreign_key_constraint_on: no foreign key on public.articles (editor_id)`,
      `${file}: object_relationships[reviewer].using.manual_configuration.column_mapping: column "reviewer_id" does not exist on public.articles`,
      `${file}: object_relationships[reviewer].using.manual_configuration.column_mapping: column "author_id" does not exist on public.authors`,
      `${file}: object_relationships[title]: "title" is also a column of public.articles`,
    ]);
  });
});
