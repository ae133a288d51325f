'use client';

import { FileDropZone } from '@/components/file-drop-zone';
import { FILE_SOURCES, type FileSource } from './import-files';

const HINTS: Record<FileSource, string> = {
  pdf: 'A PDF up to 4 MB. PDFs made from a text editor work best; a scanned image cannot be read.',
  docx: 'A Word document (.docx, not the older .doc) up to 4 MB.',
  json: 'A JSON Resume document (jsonresume.org) up to 4 MB.',
};

/** The resume importer's file picker: a PDF, Word or JSON Resume file of up to 4 MB. */
export function ResumeFileDropZone({
  source,
  ...picker
}: {
  inputId: string;
  source: FileSource;
  file: File | null;
  error: string | undefined;
  isDragging: boolean;
  onFile: (file: File) => void;
  onClear: () => void;
}) {
  const { label, extension, accept } = FILE_SOURCES[source];
  return (
    <FileDropZone
      {...picker}
      accept={accept}
      kind={label}
      limit={`${extension} · max 4 MB`}
      hint={HINTS[source]}
      icon={
        <>
          <path d="M12 16V4m-5 5 5-5 5 5" />
          <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
        </>
      }
    />
  );
}
