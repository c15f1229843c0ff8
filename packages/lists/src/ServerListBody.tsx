import type { ReactNode } from 'react';
import { Alert, Button, Grid } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { problemErrors, TableSkeleton } from '@ledgerline/shell-sdk';

/** One server page of a list, as its table and its cards show it. */
export interface ServerPage<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
  /** A newer page is on its way; the rows shown are the last ones answered. */
  loading: boolean;
  /** What an empty page says: that nothing matches the filters, or that there is nothing yet. */
  emptyText: string;
  onPage(page: number, pageSize: number): void;
}

interface ServerListBodyProps<Row> {
  /** What the list holds, for the error: "estimates". */
  noun: string;
  query: UseQueryResult<{ items: Row[]; total: number }>;
  page: number;
  pageSize: number;
  onPage(page: number, pageSize: number): void;
  /** A filter or search narrows the list (useListState's paging says so). */
  filtered: boolean;
  /** From md (768 px) up. */
  table(page: ServerPage<Row>): ReactNode;
  /** Below md, where a table would hide the status and amounts off screen. */
  cards(page: ServerPage<Row>): ReactNode;
  /** Shown with the rows once the first page has come: what the list adds up to. */
  before?: ReactNode;
  after?: ReactNode;
}

/**
 * A server-paged list under its filters: the load error with a retry, the skeleton, then a table or
 * cards. An empty page says "No invoices yet." on an unfiltered list (a new account) and "No
 * invoices match these filters." on a filtered one. A request that failed with no rows to show
 * draws no table: its empty text would claim an answer the server never gave.
 */
export function ServerListBody<Row>({ noun, query, page, pageSize, onPage, filtered, table, cards, before, after }: ServerListBodyProps<Row>) {
  const wide = Grid.useBreakpoint().md !== false;
  const emptyText = filtered ? `No ${noun} match these filters.` : `No ${noun} yet.`;
  const shown: ServerPage<Row> = { rows: query.data?.items ?? [], total: query.data?.total ?? 0, page, pageSize, loading: query.isFetching, emptyText, onPage };
  return (
    <>
      {query.isError && (
        <Alert
          type="error"
          showIcon
          title={`The ${noun} could not be loaded.`}
          description={problemErrors(query.error).message}
          action={
            <Button loading={query.isFetching} onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {query.isPending ? (
        <TableSkeleton />
      ) : query.data === undefined ? null : (
        <>
          {before}
          {wide ? table(shown) : cards(shown)}
          {after}
        </>
      )}
    </>
  );
}
