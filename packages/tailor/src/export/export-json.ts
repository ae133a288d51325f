/**
 * The lossless export: the resume as pretty JSON, every key kept (unknown ones and `meta`
 * included), so that parsing it gives back a deep-equal document.
 */
import type { JsonResume } from '../resume/types.js';

export function exportJsonResume(resume: JsonResume): string {
  return `${JSON.stringify(resume, null, 2)}\n`;
}
