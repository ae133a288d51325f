/**
 * @resume-agent/tailor/node: the whole engine plus what needs Node or heavy libraries —
 * importing PDF (pdf.js) and DOCX (mammoth) resumes and exporting PDF (PDFKit) and DOCX (docx).
 */
export * from './index.js';
export * from './export/node.js';
export * from './resume/node.js';
