'use client';

import { FileDropZone } from '@/components/file-drop-zone';
import { CSV_ACCEPT } from './csv-file';

/** The spreadsheet's file picker: a CSV file of up to 1 MB (the form around it takes drops). */
export function CsvFilePicker(picker: {
  inputId: string;
  file: File | null;
  error: string | undefined;
  isDragging: boolean;
  onFile: (file: File) => void;
  onClear: () => void;
}) {
  return (
    <FileDropZone
      {...picker}
      accept={CSV_ACCEPT}
      kind="CSV"
      limit=".csv · max 1 MB"
      hint="Comma, semicolon or tab separated, with a header row."
      icon={
        <>
          <rect x="3.5" y="4" width="17" height="16" rx="2" />
          <path d="M3.5 9h17M3.5 14.5h17M9.5 9v11" />
        </>
      }
    />
  );
}
