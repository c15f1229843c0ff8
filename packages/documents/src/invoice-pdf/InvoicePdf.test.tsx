/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { renderToBuffer } from '@react-pdf/renderer';
import { InvoicePdf } from './InvoicePdf.tsx';
import { samplePublicInvoice } from '../test-support/sample-public-invoice.ts';

describe('InvoicePdf', () => {
  it('renders a PDF document', async () => {
    const buffer = await renderToBuffer(<InvoicePdf invoice={samplePublicInvoice} locale="en-US" />);
    expect(buffer.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
