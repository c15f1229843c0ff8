import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Flex, Grid, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { appPaths } from '@ledgerline/contracts';
import { invoiceListQueryOptions } from '@ledgerline/api-client';
import { TableSkeleton } from '@ledgerline/shell-sdk';
import type { FirstRowsProps } from '../../federation/first-rows.ts';
import { Heading } from '../../plain-ui/Text.tsx';
import { FirstRowsCards } from './FirstRowsCards.tsx';
import { FirstRowsTable } from './FirstRowsTable.tsx';

/**
 * What /invoices shows while the invoices screen's code is on its way: the page of invoices its
 * address names, drawn with the shell's own code, each number a link that opens the invoice. On a
 * phone the rows show after the shell's first chunks and one API answer instead of after the
 * screen's whole code as well (issue 13 §4); the filters, sorting and paging come with the screen,
 * whose code is asked for once these rows are drawn (or the page could not be had), and which then
 * takes their place from the same cached page.
 */
export default function InvoiceListFirstRows({ onDrawn }: FirstRowsProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const page = useQuery(invoiceListQueryOptions(new URLSearchParams(search)));
  const wide = Grid.useBreakpoint().md !== false;
  // Offline the query waits (paused) instead of failing; the screen has its own word for that.
  const settled = page.data !== undefined || page.isError || page.fetchStatus === 'paused';
  useEffect(() => {
    if (settled) onDrawn();
  }, [settled, onDrawn]);

  const rows = page.data?.items ?? [];
  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Heading level={2} size={30} style={{ margin: 0 }}>
          Invoices
        </Heading>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(appPaths.newInvoice())}>
          New invoice
        </Button>
      </Flex>
      <Flex vertical gap={12} style={{ marginBottom: 16 }} aria-hidden>
        <Skeleton.Input active style={{ width: 320, maxWidth: '100%' }} />
        <Skeleton.Input active style={{ width: 420, maxWidth: '100%' }} />
      </Flex>
      {rows.length === 0 ? <TableSkeleton /> : wide ? <FirstRowsTable rows={rows} /> : <FirstRowsCards rows={rows} />}
    </div>
  );
}
