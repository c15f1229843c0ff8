/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { renderToBuffer } from '@react-pdf/renderer';
import { ChangeOrderPdf } from './ChangeOrderPdf.tsx';
import { pdfText } from '../test-support/pdf-text.ts';
import { sampleDrawnSignature } from '../test-support/sample-public-estimate.ts';
import { samplePublicChangeOrder } from '../test-support/sample-public-change-order.ts';

const textOf = async (element: Parameters<typeof renderToBuffer>[0]) => (await pdfText(await renderToBuffer(element))).replace(/\s+/g, ' ');

describe('ChangeOrderPdf', () => {
  it('prints the parent estimate, the reason, the days and the contract value the change would make', async () => {
    const text = await textOf(<ChangeOrderPdf changeOrder={samplePublicChangeOrder()} locale="en-US" />);
    expect(text).toContain('Change order');
    expect(text).toContain('EST-0007-CO-02');
    expect(text).toMatch(/Changes estimate EST-0007/i);
    expect(text).toContain('Client asked for a pantry');
    expect(text).toContain('+2 days');
    expect(text).toContain('Jan 18, 2027');
    expect(text).toContain('Cost of this change $1,100.00');
    expect(text).toContain('Original contract value $2,640.00');
    expect(text).toContain('Approved changes $550.00');
    expect(text).toContain('This change $1,100.00');
    expect(text).toContain('New contract value $4,290.00');
    expect(text).not.toContain('signed electronically');
  });

  it('prints the signature block once approved, without counting the change twice', async () => {
    const changeOrder = samplePublicChangeOrder({
      status: 'approved',
      signature: { ...sampleDrawnSignature, revision: 3 },
      job: { ...samplePublicChangeOrder().job, approvedChanges: 165000, pendingChanges: 0, contractValue: 429000, revisedCompletionDate: '2027-01-18' },
    });
    const text = await textOf(<ChangeOrderPdf changeOrder={changeOrder} locale="en-US" />);
    expect(text).toContain('Approved and signed electronically');
    expect(text).toContain('Signed by Dana Harbor');
    expect(text).toContain('Content SHA-256 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08');
    expect(text).toContain('Approved changes $550.00');
    expect(text).toContain('New contract value $4,290.00');
    expect(text).toContain('Jan 18, 2027');
  });
});
