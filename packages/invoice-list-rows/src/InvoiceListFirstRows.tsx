import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { invoiceListQueryOptions } from '@ledgerline/api-client';
import type { FirstRowsProps } from '@ledgerline/shell-sdk';
import { useMediaQuery } from '@ledgerline/plain-ui';
import { FirstRowsLayout, TABLE_QUERY, TOUCH_SIZED_QUERY } from './FirstRowsLayout.tsx';

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

  return <FirstRowsLayout rows={rows} wide={wide} touchSized={touchSized} />;
}
