/**
 * A file the API hands back for the browser to save (GraphQL's ExportedFile): named from what it
 * holds — "sam-rivera-brightwave.pdf", "sam-rivera-cover-letter-brightwave.docx" — so a
 * recruiter's downloads folder tells them apart.
 */

export interface ExportedFile {
  filename: string;
  mediaType: string;
  base64: string;
}

/** "Ada Lovelace" → "ada-lovelace"; empty when nothing is left. */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

export function exportedFile(
  content: Uint8Array | string,
  file: { mediaType: string; fileExtension: string },
  nameParts: readonly (string | null | undefined)[],
  fallbackName: string,
): ExportedFile {
  const stem =
    nameParts
      .map((part) => slugOf(part ?? ''))
      .filter(Boolean)
      .join('-') || fallbackName;
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  return {
    filename: `${stem}.${file.fileExtension}`,
    mediaType: file.mediaType,
    base64: Buffer.from(bytes).toString('base64'),
  };
}
