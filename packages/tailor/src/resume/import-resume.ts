/** One door for every resume format the engine reads. */
import { ResumeImportError } from './errors.js';
import { importDocxResume } from './import-docx.js';
import { importJsonResume } from './import-json.js';
import { importPdfResume } from './import-pdf.js';
import { importTextResume } from './import-text.js';
import type { ImportResult, ResumeFormat } from './types.js';

export interface ResumeSource {
  format: ResumeFormat;
  /** Text for json, text and markdown (bytes are read as UTF-8); bytes for pdf and docx. */
  data: string | Uint8Array;
}

function asText(data: string | Uint8Array): string {
  return typeof data === 'string' ? data : new TextDecoder('utf-8').decode(data);
}

function asBytes(data: string | Uint8Array, format: ResumeFormat): Uint8Array {
  if (typeof data !== 'string') return data;
  throw new ResumeImportError(
    'UNSUPPORTED_FORMAT',
    `A ${format.toUpperCase()} resume must be given as bytes, not text.`,
  );
}

export async function importResume(source: ResumeSource): Promise<ImportResult> {
  switch (source.format) {
    case 'json':
      return importJsonResume(asText(source.data));
    case 'text':
    case 'markdown':
      return importTextResume(asText(source.data), { format: source.format });
    case 'pdf':
      return importPdfResume(asBytes(source.data, 'pdf'));
    case 'docx':
      return importDocxResume(asBytes(source.data, 'docx'));
    default: {
      const format: unknown = (source as { format: unknown }).format;
      throw new ResumeImportError(
        'UNSUPPORTED_FORMAT',
        `Unsupported resume format: ${String(format)}.`,
      );
    }
  }
}
