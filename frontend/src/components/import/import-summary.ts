/** What the import page says of a file: its columns, its rows, and the errors that name it. */
import type { ImportField } from '@/gql/graphql';
import type { OperationProblem } from '@/lib/graphql-errors';
import { refusedFieldOf } from '@/lib/refused-field';

export const IMPORT_FIELD_LABELS: Readonly<Record<ImportField, string>> = {
  title: 'Job title',
  company: 'Company',
  location: 'Location',
  url: 'Job link',
  status: 'Status',
  applied_on: 'Day applied',
  source: 'Source',
  notes: 'Notes',
  follow_up_on: 'Follow-up day',
  apply_by: 'Last day to apply',
  contacts: 'Contacts',
};

export interface ReadColumn {
  header: string;
  /** What it is read as; null when it says so itself ("Company" read as Company). */
  label: string | null;
}

export interface FileColumns {
  read: ReadColumn[];
  /** The headers of the columns read as nothing. */
  ignored: string[];
}

function headerKey(header: string): string {
  return header
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The file's columns in two groups: those read (as what) and those left out. */
export function fileColumns(
  columns: readonly { header: string; field: ImportField | null }[],
): FileColumns {
  const read: ReadColumn[] = [];
  const ignored: string[] = [];
  columns.forEach(({ header, field }, index) => {
    // An empty header (a blank column) is named by its place, as a spreadsheet would.
    const name = header.trim() === '' ? `Column ${String(index + 1)}` : header.trim();
    if (field === null) {
      ignored.push(name);
      return;
    }
    const label = IMPORT_FIELD_LABELS[field];
    read.push({ header: name, label: headerKey(name) === headerKey(label) ? null : label });
  });
  return { read, ignored };
}

function rowsText(count: number): string {
  return `${String(count)} ${count === 1 ? 'row' : 'rows'}`;
}

/** "7 rows: 5 will be imported, 2 left out", over the preview's table. */
export function previewSummary({ rows, imported }: { rows: number; imported: number }): string {
  const leftOut = rows - imported;
  if (rows === 0) return 'The file has no rows under its header.';
  if (leftOut === 0)
    return rows === 1 ? '1 row: it will be imported' : `${rowsText(rows)}: all will be imported`;
  if (imported === 0)
    return rows === 1 ? '1 row: it cannot be imported' : `${rowsText(rows)}: none can be imported`;
  return `${rowsText(rows)}: ${String(imported)} will be imported, ${String(leftOut)} left out`;
}

function applicationsText(count: number): string {
  return `${String(count)} ${count === 1 ? 'application' : 'applications'}`;
}

/** The preview's button: "Import 5 applications"; nothing to import when no row reads. */
export function importButtonLabel(imported: number): string {
  return imported === 0 ? 'Nothing to import' : `Import ${applicationsText(imported)}`;
}

/** The result's heading: "Imported 5 applications". */
export function importedHeading(imported: number): string {
  return imported === 0 ? 'Nothing was imported' : `Imported ${applicationsText(imported)}`;
}

/** "2 rows left out". */
export function leftOutText(count: number): string {
  return `${rowsText(count)} left out`;
}

/** The first `count` items and how many more there are: the result lists a few, then counts. */
export function firstOf<T>(items: readonly T[], count: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, count), more: Math.max(0, items.length - count) };
}

/**
 * The server's refusal of the file itself (no title column, no rows, over a limit), which the
 * file's field shows; undefined for any other problem, which the form's alert shows.
 */
export function refusedFileMessage(problem: OperationProblem): string | undefined {
  return refusedFieldOf(problem, ['csv']) === undefined ? undefined : problem.message;
}
