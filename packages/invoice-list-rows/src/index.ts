export { INVOICE_LIST_COLUMNS, INVOICE_LIST_MIN_WIDTH } from './invoice-list-columns.ts';
export { InvoiceCardLines } from './InvoiceCardLines.tsx';
export { InvoiceListHeader } from './InvoiceListHeader.tsx';
