/**
 * Import a DOCX resume: mammoth turns it into HTML (keeping headings, lists and bold, which
 * `extractRawText` would lose), `html-to-markdown` into Markdown, and the text importer reads that.
 */
import { Buffer } from 'node:buffer';
import { ResumeImportError } from './errors.js';
import { htmlToMarkdown } from './html-to-markdown.js';
import { importTextResume } from './import-text.js';
import type { ImportResult } from './types.js';

/** Word's "Title" style often holds the name; mammoth leaves it unmapped unless told. */
const STYLE_MAP = ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => p:fresh"];

export async function importDocxResume(bytes: Uint8Array): Promise<ImportResult> {
  // Loaded on first use, like pdf.js in import-pdf.ts.
  const { default: mammoth } = await import('mammoth');
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      { styleMap: STYLE_MAP },
    );
    html = result.value;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ResumeImportError('UNREADABLE_FILE', `Could not read the DOCX: ${reason}`);
  }
  const markdown = htmlToMarkdown(html);
  if (markdown === '')
    throw new ResumeImportError('UNREADABLE_FILE', 'The DOCX has no text to read.');
  return importTextResume(markdown, { format: 'markdown' });
}
