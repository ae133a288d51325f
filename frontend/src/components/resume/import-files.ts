/** The import choices and the checks a file passes in the browser before it is sent. */

export type ImportSource = 'pdf' | 'docx' | 'json' | 'text';
export type FileSource = Exclude<ImportSource, 'text'>;

/** The API's limit on an import, checked here so a big file fails at once and clearly. */
export const MAX_IMPORT_BYTES = 4 * 1024 * 1024;

export const FILE_SOURCES: Readonly<
  Record<
    FileSource,
    { label: string; noun: string; extension: string; accept: string; progress: string }
  >
> = {
  pdf: {
    label: 'PDF',
    noun: 'a PDF',
    extension: '.pdf',
    accept: '.pdf,application/pdf',
    progress: 'Reading your PDF…',
  },
  docx: {
    label: 'Word (DOCX)',
    noun: 'a Word document (.docx)',
    extension: '.docx',
    accept: '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    progress: 'Reading your Word document…',
  },
  json: {
    label: 'JSON Resume',
    noun: 'a JSON Resume file (.json)',
    extension: '.json',
    accept: '.json,application/json',
    progress: 'Importing your JSON Resume…',
  },
};

export function isFileSource(source: ImportSource): source is FileSource {
  return source !== 'text';
}

/** The import a file belongs to, from its name (browsers report types unevenly), else null. */
export function sourceOfFile(file: { name: string; type: string }): FileSource | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.pdf') || file.type === 'application/pdf') return 'pdf';
  if (name.endsWith('.docx')) return 'docx';
  if (name.endsWith('.json') || file.type === 'application/json') return 'json';
  return null;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  // Rounded up, so a file just over the limit never reads as exactly "4.0 MB".
  return `${(Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1)} MB`;
}

/** Why a file cannot be imported as `source`, or undefined when it can. */
export function checkImportFile(
  file: { name: string; type: string; size: number },
  source: FileSource,
): string | undefined {
  if (sourceOfFile(file) !== source) {
    return `“${file.name}” is not ${FILE_SOURCES[source].noun}. Choose a ${FILE_SOURCES[source].extension} file.`;
  }
  if (file.size > MAX_IMPORT_BYTES) {
    return `“${file.name}” is ${formatBytes(file.size)}, over the 4 MB limit. Try a smaller export of it, or paste its text instead.`;
  }
  if (file.size === 0) return `“${file.name}” is empty.`;
  return undefined;
}
