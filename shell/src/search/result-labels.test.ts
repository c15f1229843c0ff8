import { describe, expect, it } from '@jest/globals';
import type { SearchResult } from '@ledgerline/contracts';
import { resultKindLabel, resultStatusLabel } from './result-labels.ts';

const result = (overrides: Partial<SearchResult>): SearchResult => ({
  type: 'invoice',
  id: 'x',
  title: 'INV-2026-0013',
  subtitle: 'Quarry Lane Builders',
  status: 'partial',
  overdue: false,
  match: 'number',
  path: '/invoices/edit/x',
  ...overrides,
});

describe('search result labels', () => {
  it('names each kind and its status as its own list does', () => {
    expect([resultKindLabel(result({})), resultStatusLabel(result({}))]).toEqual(['Invoice', 'Partially paid']);
    expect(resultStatusLabel(result({ status: 'sent', overdue: true }))).toBe('Sent, Overdue');
    expect([resultKindLabel(result({ type: 'change_order', status: 'approved' })), resultStatusLabel(result({ type: 'change_order', status: 'approved' }))]).toEqual([
      'Change order',
      'Approved',
    ]);
    expect(resultStatusLabel(result({ type: 'estimate', status: 'expired' }))).toBe('Expired');
  });

  it('reads a client as active or archived', () => {
    expect([resultKindLabel(result({ type: 'client', status: 'active' })), resultStatusLabel(result({ type: 'client', status: 'active' }))]).toEqual(['Client', 'Active']);
    expect(resultStatusLabel(result({ type: 'client', status: 'archived' }))).toBe('Archived');
  });

  it('reads a job as open or completed', () => {
    const job = result({ type: 'job', title: 'Ortega bathroom remodel', status: 'open', match: 'title', path: '/jobs/x' });
    expect([resultKindLabel(job), resultStatusLabel(job)]).toEqual(['Job', 'Open']);
    expect(resultStatusLabel({ ...job, status: 'completed' })).toBe('Completed');
  });
});
