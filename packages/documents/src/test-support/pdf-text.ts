/// <reference types="node" />
import { createRequire } from 'node:module';
import path from 'node:path';

/** pdfjs reads the 14 standard PDF fonts (the Helvetica React-PDF uses) from files of its own package. */
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text items of each page of a PDF, each page's joined by spaces (pdfjs-dist's legacy build runs in Node). */
export async function pdfPages(data: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = pdfjs.getDocument({ data: new Uint8Array(data), standardFontDataUrl });
  const document = await loading.promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.flatMap((item) => ('str' in item ? [item.str] : [])).join(' '));
  }
  await loading.destroy();
  return pages;
}

/** Every text item of every page of a PDF, joined by spaces. */
export async function pdfText(data: Uint8Array): Promise<string> {
  return (await pdfPages(data)).join(' ');
}
