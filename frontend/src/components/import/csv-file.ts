/** The checks a spreadsheet passes in the browser before it is sent, and how its bytes read. */
import { formatBytes } from '@/components/resume/import-files';

/**
 * The server reads at most 1,000,000 characters (application-import.ts). A file's size is
 * checked before it is read: UTF-8 takes a byte or more for each character, so a file within
 * this many bytes is within the limit too.
 */
export const MAX_CSV_LENGTH = 1_000_000;

export const CSV_ACCEPT = '.csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain';

/** Workbooks the server cannot read, which their programs save as CSV. */
const WORKBOOK = /\.(xlsx|xlsm|xls|numbers|ods)$/i;

/** Why a chosen file cannot be sent, or undefined when it can. */
export function checkCsvFile(file: { name: string; size: number }): string | undefined {
  if (WORKBOOK.test(file.name))
    return `“${file.name}” is a workbook. Save it as CSV first (File › Save As, or Download), then choose the .csv file.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  if (file.size > MAX_CSV_LENGTH)
    return `“${file.name}” is ${formatBytes(file.size)}, over the 1 MB limit. Split it, or leave out columns such as notes.`;
  return undefined;
}

/** Why pasted text cannot be sent, or undefined when it can. */
export function checkCsvText(text: string): string | undefined {
  if (text.trim() === '')
    return 'Paste your spreadsheet first: its header row, then a row per job.';
  if (text.length > MAX_CSV_LENGTH)
    return 'That is more than 1 MB of text. Split it, or leave out columns such as notes.';
  return undefined;
}

/**
 * A file's text: UTF-8 (what Google Sheets, Numbers and Excel's "CSV UTF-8" write), else
 * Windows-1252, which Excel's plain "CSV" still writes on Windows — read as UTF-8, its
 * accents would turn into �.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
