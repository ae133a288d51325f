/** What a reader (pdf.js here, an ATS in real life) gets out of a PDF we wrote: for tests. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfFacts {
  pages: number;
  text: string;
  info: Record<string, unknown>;
  fonts: string[];
}

export async function readPdf(bytes: Uint8Array): Promise<PdfFacts> {
  const task = getDocument({ data: bytes.slice(), verbosity: 0 });
  const pdf = await task.promise;
  const { info } = await pdf.getMetadata();
  const texts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    texts.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join(''),
    );
  }
  const latin1 = new TextDecoder('latin1').decode(bytes);
  const fonts = [...latin1.matchAll(/\/BaseFont\s*\/([\w-]+)/g)].map((match) => match[1] ?? '');
  const facts = {
    pages: pdf.numPages,
    text: texts.join('\n').replace(/[ \t]+/g, ' '),
    info: info as Record<string, unknown>,
    fonts: [...new Set(fonts)].sort(),
  };
  await task.destroy();
  return facts;
}
