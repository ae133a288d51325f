/** Only web links become links: a stored `javascript:` address must not run on a click. */
export function webHref(text: string): string | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
