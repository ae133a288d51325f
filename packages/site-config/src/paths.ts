const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * A JSON path in JavaScript notation, as the errors print it: `anchors[1].color.from`,
 * `footerSocials["hacker-news"]`. The root is the empty string.
 */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  if (!IDENTIFIER.test(key)) return `${parent}[${JSON.stringify(key)}]`;
  return parent === '' ? key : `${parent}.${key}`;
}
