/**
 * Resume exports that are pure string work and safe in the browser: JSON Resume and Markdown,
 * plus the document layout the PDF and DOCX exports share. PDF and DOCX are in `./node.ts`.
 */
export { exportJsonResume } from './export-json.js';
export { exportMarkdown } from './export-markdown.js';
export { buildLetterDocument, letterParagraphs, type LetterDocument } from './letter-document.js';
export {
  buildResumeDocument,
  documentHeaderOf,
  type DocumentHeader,
  formatDate,
  formatDateRange,
  type ResumeDocument,
  type DocumentSection,
  type DocumentBlock,
} from './document.js';
export { EXPORT_MEDIA_TYPES, type ExportResult } from './types.js';
