/**
 * HTML to lines, keeping the block structure a reader sees: each list item becomes a bullet,
 * each heading (or a paragraph that is only bold text) a heading, each other block a line.
 * Navigation, footers, scripts and forms are dropped; JSON-LD scripts are collected separately.
 */
import { NodeType, TextNode, parse, type HTMLElement, type Node } from 'node-html-parser';
import { cleanLine, type LineKind, type PostingLine } from './posting-lines.js';
import { textToLines } from './text-lines.js';

export interface HtmlContent {
  lines: PostingLine[];
  /** The parsed contents of every `<script type="application/ld+json">`, in document order. */
  jsonLd: unknown[];
  /** The document's `<title>`, when it has one. */
  documentTitle: string | null;
}

/** Elements whose text is never part of the posting. */
const SKIPPED = new Set(
  (
    'script style noscript template head nav footer svg button form iframe select option ' +
    'canvas audio video'
  ).split(' '),
);

const BLOCKS = new Set(
  (
    'address article aside blockquote body caption dd details dialog div dl dt fieldset ' +
    'figcaption figure h1 h2 h3 h4 h5 h6 header hr html li main ol p pre section summary ' +
    'table tbody td tfoot th thead tr ul'
  ).split(' '),
);

const HEADING = /^h([1-6])$/;

function tagOf(element: HTMLElement): string {
  return element.rawTagName.toLowerCase();
}

function isElement(node: Node): node is HTMLElement {
  return node.nodeType === NodeType.ELEMENT_NODE;
}

/** A paragraph whose only content is one bold element reads as a heading: `<p><b>Perks</b></p>`. */
function isBoldOnly(element: HTMLElement): boolean {
  const meaningful = element.childNodes.filter(
    (child) => isElement(child) || child.text.trim() !== '',
  );
  const only = meaningful[0];
  return (
    meaningful.length === 1 &&
    only !== undefined &&
    isElement(only) &&
    ['strong', 'b'].includes(tagOf(only)) &&
    only.text.trim().split(/\s+/).length <= 8
  );
}

interface LineContext {
  kind: LineKind;
  level: number;
}

class LineBuilder {
  readonly lines: PostingLine[] = [];
  private parts: string[] = [];
  private context: LineContext = { kind: 'text', level: 0 };

  append(text: string, context: LineContext): void {
    if (this.parts.length === 0) this.context = context;
    this.parts.push(text);
  }

  flush(): void {
    const text = cleanLine(this.parts.join(''));
    this.parts = [];
    if (text) this.lines.push({ text, kind: this.context.kind, level: this.context.level });
  }
}

function walk(node: Node, builder: LineBuilder, context: LineContext): void {
  if (node instanceof TextNode) {
    builder.append(node.text, context);
    return;
  }
  if (!isElement(node)) return;
  const tag = tagOf(node);
  if (SKIPPED.has(tag)) return;
  if (tag === 'br') {
    builder.flush();
    return;
  }
  if (!BLOCKS.has(tag)) {
    for (const child of node.childNodes) walk(child, builder, context);
    return;
  }
  builder.flush();
  let inner = context;
  const heading = HEADING.exec(tag);
  if (heading) inner = { kind: 'heading', level: Number(heading[1]) };
  else if (tag === 'li') inner = { kind: 'bullet', level: 0 };
  else if ((tag === 'p' || tag === 'div') && context.kind === 'text' && isBoldOnly(node)) {
    inner = { kind: 'heading', level: 7 };
  }
  for (const child of node.childNodes) walk(child, builder, inner);
  builder.flush();
}

function readJsonLd(root: HTMLElement): unknown[] {
  const blocks: unknown[] = [];
  for (const script of root.querySelectorAll('script')) {
    const type = script.getAttribute('type')?.trim().toLowerCase();
    if (type !== 'application/ld+json') continue;
    try {
      blocks.push(JSON.parse(script.rawText) as unknown);
    } catch {
      // A broken block on a careers page is common and must not hide the rest of the posting.
    }
  }
  return blocks;
}

/** Converts an HTML page or fragment to lines and collects its JSON-LD. */
export function htmlToLines(html: string): HtmlContent {
  const root = parse(html, { comment: false });
  const builder = new LineBuilder();
  for (const child of root.childNodes) walk(child, builder, { kind: 'text', level: 0 });
  builder.flush();
  const documentTitle = cleanLine(root.querySelector('title')?.text ?? '');
  return { lines: builder.lines, jsonLd: readJsonLd(root), documentTitle: documentTitle || null };
}

/**
 * Text from JSON-LD that may be HTML, HTML escaped once more (`&lt;p&gt;`, which some sites
 * emit), or plain text with line breaks.
 */
export function htmlFieldToLines(value: string): PostingLine[] {
  let html = value;
  if (!/<[a-z][^>]*>/i.test(html) && /&lt;[a-z]/i.test(html)) html = parse(html).text;
  if (/<[a-z][^>]*>/i.test(html)) return htmlToLines(html).lines;
  return textToLines(html, { markdown: false });
}
