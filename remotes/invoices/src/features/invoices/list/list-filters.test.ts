import { describe, expect, it } from '@jest/globals';
import { invoiceListState } from '@ledgerline/api-client';
import { toApiFilters } from './list-filters.ts';

const { read: readListState, write: writeListState } = invoiceListState;
const NO_EXTRAS = { aging: '', from: '', to: '', paidFrom: '', paidTo: '' };

describe('the list state in the address', () => {
  it('reads defaults from an empty address and leaves them out when written', () => {
    const state = readListState(new URLSearchParams());
    expect(state).toEqual({ status: 'all', q: '', sort: '-issueDate', page: 1, pageSize: 20, ...NO_EXTRAS });
    expect(writeListState(state).toString()).toBe('');
    expect(toApiFilters(state)).toEqual({ status: undefined, q: undefined, sort: '-issueDate', page: 1, pageSize: 20 });
  });

  it('round-trips a filtered view and ignores values the API would refuse', () => {
    const state = readListState(new URLSearchParams('status=overdue&q=Becker&sort=-total&page=3&pageSize=50'));
    expect(readListState(writeListState(state))).toEqual(state);
    expect(toApiFilters(state)).toEqual({ status: 'overdue', q: 'Becker', sort: '-total', page: 3, pageSize: 50 });
    expect(readListState(new URLSearchParams('status=<b>&sort=drop&page=-1&pageSize=1000'))).toEqual({
      status: 'all', q: '', sort: '-issueDate', page: 1, pageSize: 20, ...NO_EXTRAS,
    });
  });

  it('reads the filters a dashboard figure links to, and drops ones the API would refuse', () => {
    const state = readListState(new URLSearchParams('aging=31-60&paidFrom=2026-06-01&paidTo=2026-06-30&status=issued&from=2026-06-01&to=nope'));
    expect(toApiFilters(state)).toMatchObject({ aging: '31-60', paidFrom: '2026-06-01', paidTo: '2026-06-30', status: 'issued', from: '2026-06-01', to: undefined });
    expect(readListState(writeListState(state))).toEqual(state);
    expect(readListState(new URLSearchParams('aging=7-8')).aging).toBe('');
  });
});
