import type { InvoiceSummary } from '@ledgerline/contracts';
import { FirstRowsLayout } from './FirstRowsLayout.tsx';

/**
 * The first rows for a page drawn before it knows its width (the gateway's HTML): each of the three
 * layouts InvoiceListFirstRows picks between by media query, in an element index.html's styles show
 * at those same widths only (its .boot-width-* rules: phone up to 640 px, narrow up to 767, wide).
 */
export default function FirstRowsAtEveryWidth({ rows }: { rows: InvoiceSummary[] }) {
  return (
    <>
      <div className="boot-width-phone">
        <FirstRowsLayout rows={rows} wide={false} touchSized />
      </div>
      <div className="boot-width-narrow">
        <FirstRowsLayout rows={rows} wide={false} touchSized={false} />
      </div>
      <div className="boot-width-wide">
        <FirstRowsLayout rows={rows} wide touchSized={false} />
      </div>
    </>
  );
}
