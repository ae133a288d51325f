/**
 * The resume model for Node: everything in `./index.ts` plus the PDF (pdf.js) and DOCX
 * (mammoth) importers and `importResume`, which reads any format. Kept apart so that the
 * browser-safe barrel never pulls in those libraries or `node:` modules.
 */
export * from './index.js';
export { importPdfResume } from './import-pdf.js';
export { importDocxResume } from './import-docx.js';
export { importResume, type ResumeSource } from './import-resume.js';
