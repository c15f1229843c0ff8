import type { PublicChangeOrder } from '@ledgerline/contracts';
import { samplePublicEstimate } from './sample-public-estimate.ts';
import { sampleLines } from './sample-lines.ts';

const salesTax = [{ id: 'tax-1', name: 'Sales tax', rate: '10' }];

/**
 * A sent change order on the accepted EST-0007 ($2,640.00, one approved change of $550.00 already):
 * a pantry unit added and a cabinet taken out, $1,100.00 with tax, and 2 more days.
 */
export function samplePublicChangeOrder(overrides: Partial<PublicChangeOrder> = {}): PublicChangeOrder {
  const { business, client, currency, taxMode } = samplePublicEstimate();
  const { lines, totals } = sampleLines(taxMode, [
    { id: '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a', description: 'Pantry unit, installed', quantity: '1', unitPrice: 145000, taxes: salesTax },
    { id: '4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b', description: 'One wall cabinet left out', quantity: '-1', unitPrice: 45000, unit: 'pcs', taxes: salesTax },
  ]);
  return {
    business,
    client,
    number: 'EST-0007-CO-02',
    revision: 3,
    status: 'sent',
    estimateNumber: 'EST-0007',
    reason: 'Client asked for a pantry',
    description: 'Swap one wall cabinet for a floor-to-ceiling pantry unit.',
    requestedBy: 'Dana Harbor',
    currency,
    taxMode,
    lines: lines.map(({ id: _id, ...line }) => line),
    totals,
    costDelta: totals.total,
    daysDelta: 2,
    approvalDeadline: '2026-12-10',
    deadlinePassed: false,
    sentAt: '2026-11-20T09:00:00.000Z',
    notes: '',
    terms: 'Approved changes are invoiced with the next invoice.',
    closingReason: null,
    signature: null,
    jobSite: { title: 'Harbor kitchen remodel', siteAddress: null },
    job: {
      originalValue: 264000,
      approvedChanges: 55000,
      pendingChanges: totals.total,
      contractValue: 319000,
      originalCompletionDate: '2027-01-15',
      revisedCompletionDate: '2027-01-16',
      daysAdded: 1,
      invoiced: 79200,
      remainingToInvoice: 239800,
      standingChangeOrders: 2,
      currency,
    },
    ...overrides,
  };
}
