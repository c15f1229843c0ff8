import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Flex, Grid, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { appPaths } from '@ledgerline/contracts';
import { invoiceListQueryOptions } from '@ledgerline/api-client';
import { TableSkeleton } from '@ledgerline/shell-sdk';
import type { FirstRowsProps } from '../../federation/first-rows.ts';
import { useMediaQuery } from '../../frame/use-media-query.ts';
import { Heading } from '../../plain-ui/Text.tsx';
import { FirstRowsCards } from './FirstRowsCards.tsx';
import { FirstRowsTable } from './FirstRowsTable.tsx';

/** SPEC.md section 9: at 640 px or less, controls are touch targets of 44 px (MobileStyles). */
const TOUCH_SIZED_QUERY = '(max-width: 640px)';
const TOUCH_CONTROL_PX = 44;

/**
 * What /invoices shows while the invoices screen's code is on its way: the page of invoices its
 * address names, drawn with the shell's own code, each number a link that opens the invoice. On a
 * phone the rows show after the shell's first chunks and one API answer instead of after the
 * screen's whole code as well; the filters, sorting and paging come with the screen, whose code
 * comes once the user reaches for them or the page has settled (RemoteScreen), or at once when
 * there are no rows to draw, and which then takes their place from the same cached page.
 */
export default function InvoiceListFirstRows({ onDrawn, onCannotDraw }: FirstRowsProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const page = useQuery(invoiceListQueryOptions(new URLSearchParams(search)));
  const wide = Grid.useBreakpoint().md !== false;
  const touchSized = useMediaQuery(TOUCH_SIZED_QUERY);
  const rows = page.data?.items ?? [];
  const drawn = rows.length > 0;
  // Offline the query waits (paused) instead of failing, and an empty page has no rows to show: the
  // screen has its own words for those.
  const cannotDraw = !drawn && (page.data !== undefined || page.isError || page.fetchStatus === 'paused');
  useEffect(() => {
    if (drawn) onDrawn();
    else if (cannotDraw) onCannotDraw();
  }, [drawn, cannotDraw, onDrawn, onCannotDraw]);

  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Heading level={2} size={30} style={{ margin: 0 }}>
          Invoices
        </Heading>
        {/* The invoices screen's own buttons, so that nothing moves when it takes the rows' place. */}
        <Flex gap={8} wrap>
          <Button onClick={() => navigate(appPaths.creditNotes())}>Credit notes</Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(appPaths.newInvoice())}>
            New invoice
          </Button>
        </Flex>
      </Flex>
      {/* Where the screen's filters will be: the status tabs, then the search and the sort, which share a line unless the controls are a phone's 44 px ones. */}
      <Flex vertical gap={12} style={{ marginBottom: 16 }} aria-hidden>
        <Skeleton.Input active style={{ width: 320, maxWidth: '100%' }} />
        {touchSized ? (
          <>
            <Skeleton.Input active style={{ width: '100%', height: TOUCH_CONTROL_PX }} />
            <Skeleton.Input active style={{ width: 180, height: TOUCH_CONTROL_PX }} />
          </>
        ) : (
          <Skeleton.Input active style={{ width: 420, maxWidth: '100%' }} />
        )}
      </Flex>
      {rows.length === 0 ? <TableSkeleton /> : wide ? <FirstRowsTable rows={rows} /> : <FirstRowsCards rows={rows} />}
    </div>
  );
}
