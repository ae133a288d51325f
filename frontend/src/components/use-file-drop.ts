'use client';

import { type DragEvent, useState } from 'react';

function hasFiles(event: DragEvent) {
  return event.dataTransfer.types.includes('Files');
}

/**
 * A form that takes a file dropped anywhere on it (the resume importer, the spreadsheet import):
 * whether a file is being dragged over it, and the handlers to spread on the form. Other drags
 * (text, links) pass through, and nothing is taken while `isBusy`.
 */
export function useFileDrop({ isBusy, onFile }: { isBusy: boolean; onFile: (file: File) => void }) {
  const [isDragging, setIsDragging] = useState(false);
  return {
    isDragging,
    dropHandlers: {
      onDragEnter(event: DragEvent<HTMLElement>) {
        if (!hasFiles(event) || isBusy) return;
        event.preventDefault();
        setIsDragging(true);
      },
      onDragOver(event: DragEvent<HTMLElement>) {
        if (!hasFiles(event) || isBusy) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      },
      onDragLeave(event: DragEvent<HTMLElement>) {
        // Leaving for a child of the form is not leaving the form.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsDragging(false);
      },
      onDrop(event: DragEvent<HTMLElement>) {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setIsDragging(false);
        const dropped = event.dataTransfer.files[0];
        if (dropped && !isBusy) onFile(dropped);
      },
    },
  };
}
