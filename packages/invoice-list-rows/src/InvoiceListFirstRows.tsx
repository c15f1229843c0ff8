import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { invoiceListQueryOptions } from '@ledgerline/api-client';
import { TableSkeleton, type FirstRowsProps } from '@ledgerline/shell-sdk';
import { SkeletonBar, useMediaQuery } from '@ledgerline/plain-ui';
import { FirstRowsCards } from './FirstRowsCards.tsx';
import { FirstRowsTable } from './FirstRowsTable.tsx';
import { InvoiceListHeader } from './InvoiceListHeader.tsx';

/** SPEC.md section 9: at 640 px or less, controls are touch targets of 44 px (MobileStyles). */
const TOUCH_SIZED_QUERY = '(max-width: 640px)';
const TOUCH_CONTROL_PX = 44;
/** Where the invoices screen shows its rows as a table rather than cards (antd's md breakpoint). */
const TABLE_QUERY = '(min-width: 768px)';

/**
 * What /invoices shows while the invoices screen's code is on its way: the page of invoices its
 * address names, each number a link that opens the invoice, drawn by the shell from this package,
 * which the screen draws its header, columns and cards from too. On a phone the rows show after the
 * shell's first chunks and one API answer instead of after the screen's whole code as well; the
 * filters, sorting and paging come with the screen, whose code comes once the user reaches for them
 * or the page has settled, or at once when there are no rows to draw, and which then takes their
 * place from the same cached page.
 */
export default function InvoiceListFirstRows({ onDrawn, onCannotDraw }: FirstRowsProps) {
  const { search } = useLocation();
  const page = useQuery(invoiceListQueryOptions(new URLSearchParams(search)));
  const wide = useMediaQuery(TABLE_QUERY);
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
      <InvoiceListHeader />
      {/* Where the screen's filters will be: the status tabs, then the search and the sort, which share a line unless the controls are a phone's 44 px ones. */}
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, marginBottom: 16 }} aria-hidden>
        <SkeletonBar width={320} />
        {touchSized ? (
          <>
            <SkeletonBar width="100%" height={TOUCH_CONTROL_PX} />
            <SkeletonBar width={180} height={TOUCH_CONTROL_PX} />
          </>
        ) : (
          <SkeletonBar width={420} />
        )}
      </div>
      {rows.length === 0 ? <TableSkeleton /> : wide ? <FirstRowsTable rows={rows} /> : <FirstRowsCards rows={rows} />}
    </div>
  );
}
