import type { InvoiceSummary } from '@ledgerline/contracts';
import { FirstRowsLayout, TABLE_QUERY, TOUCH_SIZED_QUERY } from './FirstRowsLayout.tsx';

const BETWEEN_QUERY = '(min-width: 641px) and (max-width: 767px)';

/**
 * The first rows for a page drawn before it knows its width (the gateway's HTML): each of the three
 * layouts InvoiceListFirstRows picks between by media query, in an element index.html's styles show
 * at those same widths only (its .boot-width-* rules: phone up to 640 px, narrow up to 767, wide),
 * and whose query (data-media) index.html's last script reads to remove the two that do not match.
 */
export default function FirstRowsAtEveryWidth({ rows }: { rows: InvoiceSummary[] }) {
  return (
    <>
      <div className="boot-width-phone" data-media={TOUCH_SIZED_QUERY}>
        <FirstRowsLayout rows={rows} wide={false} touchSized />
      </div>
      <div className="boot-width-narrow" data-media={BETWEEN_QUERY}>
        <FirstRowsLayout rows={rows} wide={false} touchSized={false} />
      </div>
      <div className="boot-width-wide" data-media={TABLE_QUERY}>
        <FirstRowsLayout rows={rows} wide touchSized={false} />
      </div>
    </>
  );
}
