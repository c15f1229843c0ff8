import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { lineItemSchema, type LineItem } from '@ledgerline/contracts';
import { lineFromEstimate } from './estimate-line-change.ts';

/** Tile, 40 m2 at $50.00 = $2,000.00, with $100.00 of the estimate's 5 % discount: the client agreed to $1,900.00. */
const tile: LineItem = lineItemSchema.parse({
  id: '11111111-1111-4111-8111-111111111111',
  description: 'Floor tile',
  quantity: '40',
  unit: 'm2',
  unitPrice: 5000,
  taxes: [{ id: 't1', name: 'Sales tax', rate: '8.25' }],
  discount: null,
  optional: false,
  amount: 200000,
  discountShare: 10000,
  net: 190000,
  taxAmounts: [],
  total: 190000,
});

describe('a change order line made from an estimate line', () => {
  it('takes a removed line out at what the client agreed to, its discount applied, with its taxes', () => {
    const made = lineFromEstimate(tile, 'USD', { kind: 'remove' });
    expect(made).toMatchObject({ line: { description: 'Remove: Floor tile', quantity: '1', unitPrice: '-1900.00', taxes: tile.taxes } });
  });

  it('prices a new quantity as its share of the agreed amount, either way', () => {
    expect(lineFromEstimate(tile, 'USD', { kind: 'quantity', quantity: '50' })).toMatchObject({ line: { description: 'Floor tile: 40 → 50 m2', unitPrice: '475.00' } });
    expect(lineFromEstimate(tile, 'USD', { kind: 'quantity', quantity: '37.5' })).toMatchObject({ line: { description: 'Floor tile: 40 → 37.5 m2', unitPrice: '-118.75' } });
  });

  it('refuses a quantity that changes nothing or is not one', () => {
    expect(lineFromEstimate(tile, 'USD', { kind: 'quantity', quantity: '40.00' })).toEqual({ error: 'That is the quantity the estimate already has.' });
    expect(lineFromEstimate(tile, 'USD', { kind: 'quantity', quantity: 'lots' })).toEqual({ error: 'Enter the new quantity, like 12 or 2.5.' });
  });
});
