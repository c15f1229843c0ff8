import { describe, expect, it } from '@jest/globals';
import { listState } from './list-state.ts';

const STATUSES = ['all', 'draft', 'sent'] as const;
const SORTS = ['-createdAt', 'createdAt', 'number'] as const;
const isoDate = (value: string | null) => (value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
const list = listState({ statuses: STATUSES, sorts: SORTS, defaultSort: '-createdAt', extras: { from: isoDate } });

describe('a list state kept in the address', () => {
  it('reads defaults from an empty address, leaves them out when written, and asks the API for no filter', () => {
    const state = list.read(new URLSearchParams());
    expect(state).toEqual({ status: 'all', q: '', sort: '-createdAt', page: 1, pageSize: 20, from: '' });
    expect(list.write(state).toString()).toBe('');
    expect(list.filters(state)).toEqual({ status: undefined, q: undefined, sort: '-createdAt', page: 1, pageSize: 20, from: undefined });
  });

  it('round-trips a filtered view in a stable order, with the search trimmed for the API', () => {
    const state = list.read(new URLSearchParams('page=3&from=2026-01-31&q=%20Becker%20&status=sent&pageSize=50&sort=number'));
    expect(list.write(state).toString()).toBe('status=sent&q=+Becker+&sort=number&from=2026-01-31&page=3&pageSize=50');
    expect(list.read(list.write(state))).toEqual(state);
    expect(list.filters(state)).toEqual({ status: 'sent', q: 'Becker', sort: 'number', page: 3, pageSize: 50, from: '2026-01-31' });
  });

  it('falls back to the default for anything the API would refuse', () => {
    expect(list.read(new URLSearchParams('status=<b>&sort=drop&page=-1&pageSize=1000&from=yesterday'))).toEqual({
      status: 'all',
      q: '',
      sort: '-createdAt',
      page: 1,
      pageSize: 20,
      from: '',
    });
    expect(list.read(new URLSearchParams('page=1.5&pageSize=0')).page).toBe(1);
  });
});
