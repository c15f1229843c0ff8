import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { Flex, Input, Segmented, Select } from 'antd';
import { useDebouncedValue } from '@ledgerline/forms';

const SEARCH_DEBOUNCE_MS = 300;

interface ListFilterBarProps<Status extends string, Sort extends string> {
  /** What is searched, for the search box's label ("invoices"). */
  noun: string;
  statusFilters: readonly { value: Status; label: string }[];
  sortOptions: readonly { value: Sort; label: string }[];
  status: Status;
  q: string;
  sort: Sort;
  /** The search box's hint, naming what it searches. */
  searchPlaceholder: string;
  onStatus(status: Status): void;
  onSearch(q: string): void;
  onSort(sort: Sort): void;
  /** A list's own filters, after the sort. */
  children?: ReactNode;
}

/** Status filters, a search that asks the server once typing settles, and the sort: a document list's filters. */
export function ListFilterBar<Status extends string, Sort extends string>(props: ListFilterBarProps<Status, Sort>) {
  const { q, onSearch } = props;
  const [typed, setTyped] = useState(q);
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // Only a settled change of what was typed is a new search; `q` catching up must not search again.
  const onTypingSettled = useEffectEvent((settled: string) => {
    if (settled !== q) onSearch(settled);
  });
  useEffect(() => onTypingSettled(debounced), [debounced]);

  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Segmented<Status>
          aria-label="Status"
          options={props.statusFilters.map((filter) => ({ value: filter.value, label: filter.label }))}
          value={props.status}
          onChange={props.onStatus}
        />
      </div>
      <Flex gap={12} wrap align="center">
        <Input.Search
          aria-label={`Search ${props.noun}`}
          placeholder={props.searchPlaceholder}
          allowClear
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => onSearch(value)}
          style={{ flex: '1 1 220px', maxWidth: 420 }}
        />
        <Select<Sort>
          aria-label="Sort by"
          value={props.sort}
          options={[...props.sortOptions]}
          onChange={props.onSort}
          style={{ flex: '0 1 180px', minWidth: 160 }}
        />
        {props.children}
      </Flex>
    </Flex>
  );
}
