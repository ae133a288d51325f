// Writes schema/site.schema.json from the TypeBox schema, formatted as Prettier would;
// src/json-schema.test.ts fails while the file is stale.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { siteSchemaDocument } from '../src/json-schema';

const target = fileURLToPath(new URL('../schema/site.schema.json', import.meta.url));
const prettierOptions = await resolveConfig(target);
const text = await format(JSON.stringify(siteSchemaDocument(), null, 2), {
  ...prettierOptions,
  filepath: target,
});
await writeFile(target, text);
console.log('wrote schema/site.schema.json');
