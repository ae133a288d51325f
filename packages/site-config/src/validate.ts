import { type ResolvedSiteConfig, withDefaults } from './defaults';
import { crossFieldErrors } from './rules';
import { type SchemaNode, type SiteConfigError, schemaErrors } from './schema-errors';
import { type SiteConfig, SiteConfigSchema } from './schema';

export type { SiteConfigError } from './schema-errors';

export type SiteConfigResult =
  { ok: true; config: ResolvedSiteConfig } | { ok: false; errors: SiteConfigError[] };

// TypeBox schemas are plain JSON Schema objects; the walker reads the keywords it knows.
const SCHEMA: SchemaNode = SiteConfigSchema;

/**
 * Checks a parsed site.json against spec §2.5 and decisions.md, reporting every error at once.
 * A valid configuration comes back with its defaults applied.
 */
export function validateSiteConfig(value: unknown): SiteConfigResult {
  const errors = [...schemaErrors(SCHEMA, value), ...crossFieldErrors(value)];
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, config: withDefaults(value as SiteConfig) };
}

/** `anchors[1].color.from: must be a hex color such as #0D9373` */
export function formatSiteConfigError(error: SiteConfigError): string {
  return error.path === '' ? error.message : `${error.path}: ${error.message}`;
}
