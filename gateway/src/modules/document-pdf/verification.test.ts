import { BUILT_IN_TEMPLATES } from '@ledgerline/contracts';
import { samplePublicInvoice } from '@ledgerline/documents/test-support/sample-public-invoice.ts';
import { documentVerificationCode } from './verification.ts';

describe('documentVerificationCode', () => {
  const code = (document: typeof samplePublicInvoice) => documentVerificationCode({ kind: 'invoice', document });

  it('is three groups of four hex digits, the same for the same content whatever its status', () => {
    expect(code(samplePublicInvoice)).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(code({ ...samplePublicInvoice, status: 'partial', overdue: true })).toBe(code(samplePublicInvoice));
  });

  it('is the same for the answer of the public page, which carries its look and its code', () => {
    const look = { template: BUILT_IN_TEMPLATES.bold, paperSize: 'A4' as const, logo: null, watermark: 'Made with Ledgerline — Free plan' };
    expect(code({ ...samplePublicInvoice, look, verificationCode: 'AAAA-BBBB-CCCC' })).toBe(code(samplePublicInvoice));
  });

  it('leaves out the fields documents gained later while they are empty, so an earlier printout keeps its code', () => {
    const { payments: _payments, jobSite: _jobSite, layout: _layout, ...before } = samplePublicInvoice;
    expect(code({ ...samplePublicInvoice, payments: [], jobSite: null, layout: { discountLines: null, sections: [] } })).toBe(code(before as typeof samplePublicInvoice));
    expect(code({ ...samplePublicInvoice, layout: { discountLines: 1, sections: [] } })).not.toBe(code(samplePublicInvoice));
    expect(code({ ...samplePublicInvoice, jobSite: { title: 'Ortega bathroom remodel', siteAddress: null } })).not.toBe(code(samplePublicInvoice));
  });

  it('changes when what the document prints changes', () => {
    expect(code({ ...samplePublicInvoice, amountPaid: 1, balance: samplePublicInvoice.balance - 1 })).not.toBe(code(samplePublicInvoice));
    expect(code({ ...samplePublicInvoice, notes: 'Thank you.' })).not.toBe(code(samplePublicInvoice));
  });
});
