/** One door for every export format. */
import type { ExportFormat, JsonResume } from '../resume/types.js';
import { exportDocx } from './export-docx.js';
import { exportJsonResume } from './export-json.js';
import { exportMarkdown } from './export-markdown.js';
import { exportPdf, type PdfExportOptions } from './export-pdf.js';
import { EXPORT_MEDIA_TYPES, type ExportResult } from './types.js';

export interface ExportOptions {
  pdf?: PdfExportOptions;
}

export async function exportResume(
  resume: JsonResume,
  format: ExportFormat,
  options: ExportOptions = {},
): Promise<ExportResult> {
  const { mediaType, fileExtension } = EXPORT_MEDIA_TYPES[format];
  switch (format) {
    case 'pdf':
      return { format, bytes: await exportPdf(resume, options.pdf), mediaType, fileExtension };
    case 'docx':
      return { format, bytes: await exportDocx(resume), mediaType, fileExtension };
    case 'markdown':
      return { format, text: exportMarkdown(resume), mediaType, fileExtension };
    case 'json':
      return { format, text: exportJsonResume(resume), mediaType, fileExtension };
  }
}
