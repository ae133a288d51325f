/**
 * A part of a file name that every OS accepts: "Staff Engineer Acmé" → "staff-engineer-acme".
 * Accents are dropped, anything else but letters and digits becomes a dash; at most 60.
 */
export function fileSlug(...parts: (string | null | undefined)[]): string {
  return parts
    .filter(Boolean)
    .join(' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}
