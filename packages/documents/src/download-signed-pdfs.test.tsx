import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ReactElement } from 'react';
import { sampleAcceptedEstimate } from './test-support/sample-public-estimate.ts';
import { samplePublicChangeOrder } from './test-support/sample-public-change-order.ts';

const rendered: ReactElement[] = [];
jest.unstable_mockModule('@react-pdf/renderer', () => ({
  pdf: (element: ReactElement) => {
    rendered.push(element);
    return { toBlob: async () => new Blob(['%PDF-'], { type: 'application/pdf' }) };
  },
  Document: () => null,
  Page: () => null,
  Text: () => null,
  View: () => null,
  Image: () => null,
  StyleSheet: { create: <T,>(styles: T) => styles },
}));
const { downloadEstimatePdf } = await import('./download-estimate-pdf.tsx');
const { downloadChangeOrderPdf } = await import('./download-change-order-pdf.tsx');

const notify = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
const clicked: string[] = [];

beforeEach(() => {
  jest.clearAllMocks();
  clicked.length = 0;
  rendered.length = 0;
  URL.createObjectURL = () => 'blob:pdf';
  URL.revokeObjectURL = () => {};
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
});

describe('downloading an estimate or a change order', () => {
  it('names the estimate "Estimate-<number>.pdf" and renders it with its signature', async () => {
    const estimate = sampleAcceptedEstimate();
    await downloadEstimatePdf(estimate, notify);
    expect(clicked).toEqual(['Estimate-EST-0007.pdf']);
    expect(notify.success).toHaveBeenCalledWith('PDF downloaded', 'Estimate-EST-0007.pdf');
    expect(rendered[0]!.props).toMatchObject({ estimate, signature: estimate.signature });
  });

  it('prints the owner’s fuller evidence when given it', async () => {
    const estimate = sampleAcceptedEstimate();
    const evidence = { ...estimate.signature!, ip: '203.0.113.7' };
    await downloadEstimatePdf(estimate, notify, { signature: evidence });
    expect(rendered[0]!.props).toMatchObject({ signature: evidence });
  });

  it('names the change order "Change-Order-<number>.pdf"', async () => {
    await downloadChangeOrderPdf(samplePublicChangeOrder(), notify);
    expect(clicked).toEqual(['Change-Order-EST-0007-CO-02.pdf']);
  });
});
