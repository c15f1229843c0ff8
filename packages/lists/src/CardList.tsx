import type { ReactNode } from 'react';
import { Empty, Flex, Pagination } from 'antd';

interface CardListProps<Row extends { id: string }> {
  /** The list's accessible name ("Invoices"). */
  label: string;
  rows: Row[];
  emptyText: string;
  total: number;
  page: number;
  pageSize: number;
  onPage(page: number, pageSize: number): void;
  card(row: Row): ReactNode;
}

/** A server-paged list on a phone: one card per row, where a table would hide columns off screen. */
export function CardList<Row extends { id: string }>({ label, rows, emptyText, total, page, pageSize, onPage, card }: CardListProps<Row>) {
  if (rows.length === 0) return <Empty description={emptyText} />;
  return (
    <Flex vertical gap={8}>
      <ul aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
        {rows.map((row) => (
          <li key={row.id}>{card(row)}</li>
        ))}
      </ul>
      <Pagination simple={{ readOnly: true }} current={page} pageSize={pageSize} total={total} onChange={onPage} style={{ alignSelf: 'center' }} />
    </Flex>
  );
}
