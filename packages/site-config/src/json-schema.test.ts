import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteSchemaDocument } from './json-schema';

describe('schema/site.schema.json', () => {
  it('is up to date (npm run schema -w packages/site-config)', () => {
    const file = readFileSync(new URL('../schema/site.schema.json', import.meta.url), 'utf8');
    // Compared as JSON text so that key order counts too; Prettier owns the whitespace.
    expect(JSON.stringify(JSON.parse(file))).toBe(JSON.stringify(siteSchemaDocument()));
  });

  it('is a draft 2020-12 schema that refuses unknown top-level keys', () => {
    const document = siteSchemaDocument();
    expect(document.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(document.additionalProperties).toBe(false);
    expect(document.required).toEqual(['name', 'navigation']);
  });
});
