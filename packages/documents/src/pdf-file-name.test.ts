import { describe, expect, it } from '@jest/globals';
import { pdfFileName } from './pdf-file-name.ts';

describe('pdfFileName', () => {
  it('names the file after the document type and number', () => {
    expect(pdfFileName('invoice', 'INV-2026-0007')).toBe('Invoice-INV-2026-0007.pdf');
    expect(pdfFileName('change_order', 'EST-0012-CO-01')).toBe('Change-Order-EST-0012-CO-01.pdf');
  });

  it('replaces characters a file system refuses', () => {
    expect(pdfFileName('invoice', '2026/07:A')).toBe('Invoice-2026-07-A.pdf');
  });
});
