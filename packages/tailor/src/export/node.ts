/**
 * Every export, for Node: the browser-safe ones from `./index.ts` plus PDF (PDFKit) and DOCX
 * (docx), `exportResume`, which writes any format, and `exportCoverLetter`.
 */
export * from './index.js';
export { exportPdf, type PdfExportOptions } from './export-pdf.js';
export { exportDocx } from './export-docx.js';
export { exportResume, type ExportOptions } from './export-resume.js';
export {
  exportCoverLetter,
  type ExportedLetter,
  type LetterExportOptions,
  type LetterFormat,
} from './export-letter.js';
