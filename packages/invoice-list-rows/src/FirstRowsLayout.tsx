import type { InvoiceSummary } from '@ledgerline/contracts';
import { TableSkeleton } from '@ledgerline/shell-sdk';
import { SkeletonBar } from '@ledgerline/plain-ui';
import { FirstRowsCards } from './FirstRowsCards.tsx';
import { FirstRowsTable } from './FirstRowsTable.tsx';
import { InvoiceListHeader } from './InvoiceListHeader.tsx';

/** SPEC.md section 9: at 640 px or less, controls are touch targets of 44 px (MobileStyles). */
export const TOUCH_SIZED_QUERY = '(max-width: 640px)';
const TOUCH_CONTROL_PX = 44;
/** Where the invoices screen shows its rows as a table rather than cards (antd's md breakpoint). */
export const TABLE_QUERY = '(min-width: 768px)';

/**
 * The first rows at one width: the list's header, bars where the screen's filters will be (the
 * status tabs, then the search and the sort, which share a line unless the controls are a phone's
 * 44 px ones), and the rows as a table or as cards, or the table's skeleton while there are none.
 */
export function FirstRowsLayout({ rows, wide, touchSized }: { rows: InvoiceSummary[]; wide: boolean; touchSized: boolean }) {
  return (
    <div>
      <InvoiceListHeader />
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
