/// <reference types="node" />
import { createRequire } from 'node:module';
import path from 'node:path';

/** pdfjs reads the 14 standard PDF fonts (the Helvetica React-PDF uses) from files of its own package. */
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Every text item of every page of a PDF, joined by spaces (pdfjs-dist's legacy build runs in Node). */
export async function pdfText(data: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = pdfjs.getDocument({ data: new Uint8Array(data), standardFontDataUrl });
  const document = await loading.promise;
  const parts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await loading.destroy();
  return parts.join(' ');
}
