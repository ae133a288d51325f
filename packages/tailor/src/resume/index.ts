/**
 * The resume model, browser-safe: validation, indexing, and import from JSON Resume, plain text
 * and Markdown. Imports nothing from Node or the PDF/DOCX libraries; those importers are in
 * `./node.ts`.
 */
export * from './types.js';
export {
  validateResume,
  readablePath,
  type ResumeValidation,
  type ResumeValidationError,
} from './validate.js';
export { signatureBasicsOf, type SignatureBasics } from './basics.js';
export { indexResume, itemId, ITEM_ID_PREFIX } from './index-resume.js';
export { importJsonResume } from './import-json.js';
export { importTextResume, type TextImportOptions } from './import-text.js';
export { ResumeImportError, type ResumeImportErrorCode } from './errors.js';
