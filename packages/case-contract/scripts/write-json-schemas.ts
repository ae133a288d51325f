// Writes schemas/*.json from the TypeBox schemas; a test fails while a file is stale.
import { writeFile } from 'node:fs/promises';
import { JSON_SCHEMA_FILES, jsonSchemaFileText } from '../src/json-schemas.js';

for (const name of Object.keys(JSON_SCHEMA_FILES)) {
  const target = new URL(`../schemas/${name}.json`, import.meta.url);
  await writeFile(target, jsonSchemaFileText(name));
  console.log(`wrote schemas/${name}.json`);
}
