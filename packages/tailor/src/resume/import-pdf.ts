/**
 * Import a PDF resume: pdf.js (its legacy build, the one that runs in Node) extracts the
 * positioned text, `pdf-lines` rebuilds the lines, and the text importer reads them.
 * Scanned PDFs (images, no text layer) are refused: OCR is out of scope.
 */
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ResumeImportError } from './errors.js';
import { importTextResume } from './import-text.js';
import { linesToText, rebuildLines, type TextRun } from './pdf-lines.js';
import type { ImportResult } from './types.js';

type TextContentItem = Awaited<ReturnType<PDFPageProxy['getTextContent']>>['items'][number];

/** Which of the page's fonts are bold, read from the fonts pdf.js loaded for the page. */
async function boldFonts(page: PDFPageProxy, fontNames: ReadonlySet<string>): Promise<Set<string>> {
  const bold = new Set<string>();
  try {
    // The operator list makes pdf.js load the fonts, whose real names say "Bold".
    await page.getOperatorList();
    for (const fontName of fontNames) {
      if (!page.commonObjs.has(fontName)) continue;
      const font: unknown = page.commonObjs.get(fontName);
      const { name, bold: isBold } = (font ?? {}) as { name?: unknown; bold?: unknown };
      if (isBold === true || (typeof name === 'string' && /bold|black|heavy|semibold/i.test(name)))
        bold.add(fontName);
    }
  } catch {
    // Without font names the lines are still read, only without bold.
  }
  return bold;
}

async function pageRuns(page: PDFPageProxy): Promise<TextRun[]> {
  const content = await page.getTextContent();
  const items = content.items.filter(
    (item: TextContentItem): item is Extract<TextContentItem, { str: string }> =>
      'str' in item && item.str !== '',
  );
  const bold = await boldFonts(page, new Set(items.map((item) => item.fontName)));
  return items.map((item) => {
    const [a = 0, b = 0, , , x = 0, y = 0] = item.transform as number[];
    return {
      text: item.str,
      x,
      y,
      width: item.width,
      size: Math.hypot(a, b) || item.height,
      bold: bold.has(item.fontName),
    };
  });
}

export async function importPdfResume(bytes: Uint8Array): Promise<ImportResult> {
  // Loaded on first use: pdf.js is megabytes of code that a server handling anything but an
  // import would carry in its heap, and a larger heap makes every request dearer (bench/).
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy — a plain
  // Uint8Array, as pdf.js refuses Node's Buffer (whose slice() would share memory anyway).
  const task = getDocument({
    data: Uint8Array.from(bytes),
    verbosity: 0,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
  });
  try {
    let pdf;
    try {
      pdf = await task.promise;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ResumeImportError('UNREADABLE_FILE', `Could not read the PDF: ${reason}`);
    }
    const pages: TextRun[][] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      pages.push(await pageRuns(page));
      page.cleanup();
    }
    const lines = rebuildLines(pages.filter((runs) => runs.length > 0));
    if (lines.length === 0) {
      throw new ResumeImportError(
        'UNREADABLE_FILE',
        'The PDF has no text to read (is it a scan?); export it with selectable text or paste the text instead.',
      );
    }
    return importTextResume(linesToText(lines), { format: 'text' });
  } finally {
    await task.destroy();
  }
}
