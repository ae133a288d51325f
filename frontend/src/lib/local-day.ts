/**
 * Today in the person's own time zone, as YYYY-MM-DD (what a date input shows). A module of its
 * own: the dashboard's first load needs this line, not the formatters beside it in dates.ts.
 */
export function localDay(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const date = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${date}`;
}
