/** Guesses whether a pasted posting is HTML, Markdown or plain text. */
import type { PostingFormat } from './types.js';

const HTML_TAG =
  /<(?:!doctype|html|head|body|div|p|ul|ol|li|h[1-6]|br|section|article|script|span|strong|table)\b[^>]*>/i;
const MARKDOWN = [
  /^#{1,6}\s+\S/m, // ATX heading
  /\*\*[^*\n]+\*\*/, // bold
  /\[[^\]\n]+\]\([^)\s]+\)/, // link
  /^\S.*\n(?:=+|-+)\s*$/m, // setext heading
  /`[^`\n]+`/, // inline code
];

export function detectFormat(input: string): PostingFormat {
  if (HTML_TAG.test(input)) return 'html';
  if (MARKDOWN.some((pattern) => pattern.test(input))) return 'markdown';
  return 'text';
}
