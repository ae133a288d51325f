import type { ExportFormat } from '../resume/types.js';

/** An exported resume, ready to send: bytes for PDF and DOCX, text for Markdown and JSON. */
export type ExportResult =
  | { format: 'pdf' | 'docx'; bytes: Uint8Array; mediaType: string; fileExtension: string }
  | { format: 'markdown' | 'json'; text: string; mediaType: string; fileExtension: string };

export const EXPORT_MEDIA_TYPES: Readonly<
  Record<ExportFormat, { mediaType: string; fileExtension: string }>
> = {
  pdf: { mediaType: 'application/pdf', fileExtension: 'pdf' },
  docx: {
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    fileExtension: 'docx',
  },
  markdown: { mediaType: 'text/markdown; charset=utf-8', fileExtension: 'md' },
  // JSON Resume has no registered media type of its own.
  json: { mediaType: 'application/json', fileExtension: 'json' },
};
