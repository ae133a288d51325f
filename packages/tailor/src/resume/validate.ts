/**
 * Validation against the published JSON Resume schema (@jsonresume/schema 1.x, draft-07).
 *
 * The schema allows extra keys everywhere (`additionalProperties: true`), `meta` included, so
 * the tailor's `meta.provenance` (JSON Pointer → item id) and `meta.tailoredFor` validate as
 * they are; a test keeps that true should the schema ever tighten.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import schema from '@jsonresume/schema/schema.json' with { type: 'json' };
import type { JsonResume } from './types.js';

export interface ResumeValidationError {
  /** A JSON Pointer to the offending value: `/work/0/startDate`; `` for the document. */
  path: string;
  message: string;
}

export type ResumeValidation =
  { ok: true; resume: JsonResume } | { ok: false; errors: ResumeValidationError[] };

// ajv-formats is CommonJS: Node hands ESM importers `module.exports`, whose `.default` is the
// plugin itself, and bundlers hand over `.default` directly — `.default` works in both.
const addFormats = addFormatsModule.default;

let compiled: ValidateFunction | undefined;

/** Compiled on first use, then reused: compiling costs milliseconds, validating microseconds. */
function resumeValidator(): ValidateFunction {
  if (!compiled) {
    // allErrors: a person fixing an import wants every problem at once, not one per attempt.
    const ajv = new Ajv({ allErrors: true });
    addFormats(ajv, ['email', 'uri']);
    compiled = ajv.compile(schema);
  }
  return compiled;
}

export function validateResume(value: unknown): ResumeValidation {
  const validate = resumeValidator();
  if (validate(value)) return { ok: true, resume: value as JsonResume };
  const errors = (validate.errors ?? []).map((error) => describeError(error, value));
  return { ok: false, errors: dedupe(errors) };
}

/** `work[0].startDate` from `/work/0/startDate`: how people read a location in a resume. */
export function readablePath(pointer: string): string {
  if (pointer === '') return 'The resume';
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce(
      (path, token) =>
        /^\d+$/.test(token) ? `${path}[${token}]` : path === '' ? token : `${path}.${token}`,
      '',
    );
}

function describeError(error: ErrorObject, document: unknown): ResumeValidationError {
  const missing =
    error.keyword === 'required'
      ? (error.params as { missingProperty?: string }).missingProperty
      : undefined;
  const path = missing === undefined ? error.instancePath : `${error.instancePath}/${missing}`;
  const got = describeValue(valueAt(document, error.instancePath));
  return { path, message: `${readablePath(path)} ${expectation(error)}${got}` };
}

function expectation(error: ErrorObject): string {
  switch (error.keyword) {
    case 'type': {
      const type = (error.params as { type?: string }).type ?? 'value';
      return `must be ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
    }
    case 'pattern':
      return error.schemaPath.includes('iso8601')
        ? 'must be a date written YYYY, YYYY-MM or YYYY-MM-DD'
        : `must match ${String((error.params as { pattern?: string }).pattern)}`;
    case 'format': {
      const format = (error.params as { format?: string }).format;
      if (format === 'email') return 'must be an email address such as jane@example.com';
      if (format === 'uri') return 'must be a full URL such as https://example.com';
      return `must be a valid ${String(format)}`;
    }
    case 'required':
      return 'is required';
    default:
      return error.message ?? 'is not valid';
  }
}

function valueAt(document: unknown, pointer: string): unknown {
  if (pointer === '') return document;
  let current: unknown = document;
  for (const token of pointer.slice(1).split('/')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[token.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return current;
}

/** ` (got "Jan 2019")`: the offending value, shortened, so the person can find it. */
function describeValue(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') {
    const shown = value.length > 40 ? `${value.slice(0, 37)}…` : value;
    return ` (got ${JSON.stringify(shown)})`;
  }
  if (value === null) return ' (got null)';
  if (Array.isArray(value)) return ' (got an array)';
  if (typeof value === 'object') return ' (got an object)';
  return ` (got ${JSON.stringify(value)})`;
}

function dedupe(errors: ResumeValidationError[]): ResumeValidationError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.path}\u0000${error.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
