/**
 * The line model every input format is reduced to before sections and skills are read: headings,
 * bullets and plain lines. Rendering it produces the posting's plain text, and each line keeps
 * the offsets of its content in that text so that skill mentions can be traced back to a line.
 */

export type LineKind = 'heading' | 'bullet' | 'text';

export interface PostingLine {
  text: string;
  kind: LineKind;
  /** 1–6 for HTML and Markdown headings (7 for a bold-only line), 0 when the source had none. */
  level: number;
}

export interface RenderedLine extends PostingLine {
  /** Offsets of `text` inside the rendered posting text. */
  start: number;
  end: number;
}

/** Collapses runs of whitespace (including non-breaking spaces) and trims. */
export function cleanLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Renders lines as plain text: bullets as `- item`, a blank line before each heading. */
export function renderLines(lines: readonly PostingLine[]): {
  text: string;
  lines: RenderedLine[];
} {
  let text = '';
  const rendered: RenderedLine[] = [];
  for (const line of lines) {
    if (!line.text) continue;
    if (text) text += line.kind === 'heading' ? '\n\n' : '\n';
    if (line.kind === 'bullet') text += '- ';
    const start = text.length;
    text += line.text;
    rendered.push({ ...line, start, end: text.length });
  }
  return { text, lines: rendered };
}
