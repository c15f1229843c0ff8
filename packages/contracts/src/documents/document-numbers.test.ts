import { describe, expect, it } from '@jest/globals';
import { changeOrderNumber, revisionNumber } from './document-numbers.ts';

describe('numbers derived from an estimate', () => {
  it('keeps the number of the first revision and marks the later ones', () => {
    expect(revisionNumber('EST-0007', 1)).toBe('EST-0007');
    expect(revisionNumber('EST-0007', 2)).toBe('EST-0007-R2');
    expect(revisionNumber('EST-0007', 12)).toBe('EST-0007-R12');
  });

  it('counts change orders per estimate with two digits at least', () => {
    expect(changeOrderNumber('EST-0007', 1)).toBe('EST-0007-CO-01');
    expect(changeOrderNumber('EST-0007', 42)).toBe('EST-0007-CO-42');
    expect(changeOrderNumber('EST-0007', 100)).toBe('EST-0007-CO-100');
  });
});
