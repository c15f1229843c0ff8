import { useEffect, useEffectEvent, useState } from 'react';
import { Flex, Input, Segmented, Select } from 'antd';
import { useDebouncedValue } from '@ledgerline/shell-sdk';
import { SORT_OPTIONS, STATUS_FILTERS, type InvoiceSort, type StatusFilter } from './list-filters.ts';

const SEARCH_DEBOUNCE_MS = 300;

interface InvoiceFilterBarProps {
  status: StatusFilter;
  q: string;
  sort: InvoiceSort;
  onStatus(status: StatusFilter): void;
  onSearch(q: string): void;
  onSort(sort: InvoiceSort): void;
}

export function InvoiceFilterBar(props: InvoiceFilterBarProps) {
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
        <Segmented<StatusFilter>
          aria-label="Status"
          options={STATUS_FILTERS.map((filter) => ({ value: filter.value, label: filter.label }))}
          value={props.status}
          onChange={props.onStatus}
        />
      </div>
      <Flex gap={12} wrap>
        <Input.Search
          aria-label="Search invoices"
          placeholder="Search number or client"
          allowClear
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => onSearch(value)}
          style={{ flex: '1 1 220px', maxWidth: 420 }}
        />
        <Select<InvoiceSort>
          aria-label="Sort by"
          value={props.sort}
          options={SORT_OPTIONS}
          onChange={props.onSort}
          style={{ flex: '0 1 180px', minWidth: 160 }}
        />
      </Flex>
    </Flex>
  );
}
