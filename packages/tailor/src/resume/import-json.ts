/** Import a JSON Resume document: parse, validate against the published schema, keep as is. */
import { ResumeImportError } from './errors.js';
import type { ImportResult } from './types.js';
import { validateResume } from './validate.js';

const SHOWN_ERRORS = 3;

export function importJsonResume(text: string): ImportResult {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ResumeImportError('INVALID_JSON', `The file is not valid JSON: ${reason}`);
  }
  const validation = validateResume(value);
  if (!validation.ok) {
    const shown = validation.errors.slice(0, SHOWN_ERRORS).map((error) => error.message);
    const more = validation.errors.length - shown.length;
    throw new ResumeImportError(
      'INVALID_RESUME',
      `The file is not a valid JSON Resume: ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`,
      validation.errors,
    );
  }
  const warnings: string[] = [];
  const name = (validation.resume.basics as { name?: unknown } | undefined)?.name;
  if (typeof name !== 'string' || name.trim() === '')
    warnings.push('The resume has no basics.name.');
  return { resume: validation.resume, warnings };
}
