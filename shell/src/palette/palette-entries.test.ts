import { describe, expect, it } from '@jest/globals';
import { filterPalette } from './palette-entries.ts';

const labelsFound = (search: string) => filterPalette(search).flatMap((group) => group.entries.map((entry) => entry.label));

describe('command palette filtering', () => {
  it('shows both groups, every entry in order, for an empty search', () => {
    expect(filterPalette('').map((group) => group.heading)).toEqual(['Navigation', 'Actions']);
    expect(labelsFound('')).toEqual([
      'Go to Dashboard',
      'Invoices',
      'Estimates',
      'Clients',
      'Settings',
      'Create New Invoice',
      'Create New Estimate',
    ]);
  });

  it.each([
    ['home', 'Go to Dashboard'],
    ['overview', 'Go to Dashboard'],
    ['billing', 'Invoices'],
    ['payments', 'Invoices'],
    ['quotes', 'Estimates'],
    ['proposals', 'Estimates'],
    ['customers', 'Clients'],
    ['contacts', 'Clients'],
    ['preferences', 'Settings'],
    ['config', 'Settings'],
    ['add invoice', 'Create New Invoice'],
    ['new bill', 'Create New Invoice'],
    ['add estimate', 'Create New Estimate'],
    ['new quote', 'Create New Estimate'],
  ])("the keyword '%s' finds %s", (keyword, label) => {
    expect(labelsFound(keyword)).toContain(label);
  });

  it('matches labels regardless of case and surrounding spaces', () => {
    expect(labelsFound('  SETT ')).toEqual(['Settings']);
  });

  it('keeps only the Actions group when only actions match', () => {
    expect(filterPalette('create').map((group) => group.heading)).toEqual(['Actions']);
  });

  it('finds nothing for words no entry knows', () => {
    expect(filterPalette('zebra')).toEqual([]);
  });
});
