/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { renderToBuffer } from '@react-pdf/renderer';
import { EstimatePdf } from './EstimatePdf.tsx';
import { pdfText } from '../test-support/pdf-text.ts';
import { sampleAcceptedEstimate, samplePublicEstimate } from '../test-support/sample-public-estimate.ts';

const textOf = async (element: Parameters<typeof renderToBuffer>[0]) => (await pdfText(await renderToBuffer(element))).replace(/\s+/g, ' ');

describe('EstimatePdf', () => {
  it('prints the lines, which optional lines are out of the total, the total and the deposit', async () => {
    const text = await textOf(<EstimatePdf estimate={samplePublicEstimate()} locale="en-US" />);
    expect(text).toContain('EST-0007');
    expect(text).toContain('Under-cabinet lighting');
    expect(text).toContain('Optional, not in the total');
    expect(text).toContain('$2,310.00');
    expect(text).toContain('Deposit requested (30%)');
    expect(text).toContain('$693.00');
    expect(text).not.toContain('signed electronically');
  });

  it('prints the signature block of an accepted estimate: signer, time in UTC, revision and content hash', async () => {
    const estimate = sampleAcceptedEstimate();
    const text = await textOf(<EstimatePdf estimate={estimate} signature={{ ...estimate.signature!, ip: '203.0.113.7' }} locale="en-US" />);
    expect(text).toContain('Accepted and signed electronically');
    expect(text).toContain('Signed by Dana Harbor');
    expect(text).toContain('Signed at 2026-11-05 14:03:27 UTC');
    expect(text).toContain('IP address 203.0.113.7');
    expect(text).toContain('Content SHA-256 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08');
    expect(text).toContain('Optional, chosen');
    expect(text).toContain('Optional, not chosen');
    expect(text).toContain('$2,640.00');
  });

  it('prints the typed name as the signature when the signer drew none', async () => {
    const accepted = sampleAcceptedEstimate();
    const estimate = { ...accepted, signature: { ...accepted.signature!, method: 'typed' as const, image: null } };
    const text = await textOf(<EstimatePdf estimate={estimate} locale="en-US" />);
    expect(text).toContain('Typed name adopted as signature');
    expect(text.match(/Dana Harbor/g)).toHaveLength(2);
    expect(text).not.toContain('IP address');
  });
});
