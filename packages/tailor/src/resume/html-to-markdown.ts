/**
 * The simple HTML mammoth makes of a DOCX (headings, paragraphs, lists, strong/em, links,
 * tables) as the Markdown the text importer reads. Not a general HTML converter.
 */
import { HTMLElement, TextNode, parse, type Node } from 'node-html-parser';
import { escapeMarkdownInline } from './markdown.js';

/** Inline content as Markdown; strong/em markers hug their text ("**Languages:** Go"). */
function inline(node: Node): string {
  if (node instanceof TextNode) return escapeMarkdownInline(node.text);
  if (!(node instanceof HTMLElement)) return '';
  const content = node.childNodes.map(inline).join('');
  switch (node.tagName) {
    case 'BR':
      return '\n';
    case 'STRONG':
    case 'B':
      return wrap(content, '**');
    case 'EM':
    case 'I':
      return wrap(content, '*');
    case 'A': {
      const href = node.getAttribute('href');
      if (href === undefined || href.startsWith('#') || content.trim() === '') return content;
      return `[${content}](${href})`;
    }
    case 'IMG':
      return '';
    default:
      return content;
  }
}

function wrap(content: string, marker: string): string {
  const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(content);
  const inner = match?.[2] ?? '';
  if (inner === '') return content;
  return `${match?.[1] ?? ''}${marker}${inner}${marker}${match?.[3] ?? ''}`;
}

function blocks(node: Node, depth: number): string[] {
  if (node instanceof TextNode) {
    const text = node.text.trim();
    return text === '' ? [] : [escapeMarkdownInline(text)];
  }
  if (!(node instanceof HTMLElement)) return [];
  const tag = node.tagName;
  const heading = /^H([1-6])$/.exec(tag);
  if (heading) return [`${'#'.repeat(Number(heading[1]))} ${oneLine(inline(node))}`, ''];
  if (tag === 'P') {
    const text = inline(node).trim();
    return text === '' ? [] : [...text.split('\n').map((line) => line.trim()), ''];
  }
  if (tag === 'UL' || tag === 'OL') {
    const items = node.childNodes.filter(
      (child): child is HTMLElement => child instanceof HTMLElement && child.tagName === 'LI',
    );
    const lines = items.flatMap((item, index) =>
      listItem(item, tag === 'OL' ? `${index + 1}.` : '-', depth),
    );
    return depth === 0 ? [...lines, ''] : lines;
  }
  if (tag === 'TABLE') {
    // Tables in resumes are mostly layout: one line per row, cells joined with bars.
    return [
      ...node.querySelectorAll('tr').map((row) =>
        row
          .querySelectorAll('td, th')
          .map((cell) => oneLine(inline(cell)))
          .filter((cell) => cell !== '')
          .join(' | '),
      ),
      '',
    ];
  }
  return node.childNodes.flatMap((child) => blocks(child, depth));
}

function listItem(item: HTMLElement, marker: string, depth: number): string[] {
  const own = item.childNodes.filter(
    (child) =>
      !(child instanceof HTMLElement && (child.tagName === 'UL' || child.tagName === 'OL')),
  );
  const nested = item.childNodes.filter(
    (child): child is HTMLElement =>
      child instanceof HTMLElement && (child.tagName === 'UL' || child.tagName === 'OL'),
  );
  const text = oneLine(
    own
      .map((child) =>
        child instanceof HTMLElement && child.tagName === 'P' ? inline(child) : inline(child),
      )
      .join(' '),
  );
  return [
    `${'  '.repeat(depth)}${marker} ${text}`,
    ...nested.flatMap((list) => blocks(list, depth + 1)),
  ];
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function htmlToMarkdown(html: string): string {
  const root = parse(html);
  return root.childNodes
    .flatMap((node) => blocks(node, 0))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
