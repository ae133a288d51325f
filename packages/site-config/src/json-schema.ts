import { SiteConfigSchema } from './schema';

/** schema/site.schema.json as an object: draft 2020-12 JSON Schema, `$schema` first. */
export function siteSchemaDocument(): Record<string, unknown> {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    ...(JSON.parse(JSON.stringify(SiteConfigSchema)) as Record<string, unknown>),
  };
}
