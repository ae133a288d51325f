/** Saves bytes or text as a file in the browser, the way a link with `download` does. */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function saveFile(
  filename: string,
  mediaType: string,
  data: Uint8Array<ArrayBuffer> | string,
) {
  const url = URL.createObjectURL(new Blob([data], { type: mediaType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled; revoking at once can cancel the download.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}

/** An `ExportedFile` from the GraphQL API. */
export interface ExportedFileData {
  filename: string;
  mediaType: string;
  base64: string;
}

/** An `ExportedFile` from the GraphQL API, saved. */
export function saveExportedFile(file: ExportedFileData) {
  saveFile(file.filename, file.mediaType, base64ToBytes(file.base64));
}

/** A File's bytes as base64, for mutations that take a file (PDF and DOCX import). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let offset = 0; offset < bytes.length; offset += chunk)
    binary += String.fromCharCode(...bytes.subarray(offset, offset + chunk));
  return btoa(binary);
}
