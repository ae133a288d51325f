// Writes schema/agent-manifest.schema.json from the TypeBox schema, formatted as Prettier would;
// src/validate/json-schema.test.ts fails while the file is stale.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { manifestSchemaDocument } from '../src/schema.js';

const target = fileURLToPath(new URL('../schema/agent-manifest.schema.json', import.meta.url));
const prettierOptions = await resolveConfig(target);
const text = await format(JSON.stringify(manifestSchemaDocument(), null, 2), {
  ...prettierOptions,
  filepath: target,
});
await writeFile(target, text);
console.log('wrote schema/agent-manifest.schema.json');
