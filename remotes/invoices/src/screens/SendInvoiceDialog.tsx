/** The send-invoice dialog (SPEC.md), opened from the invoice editor's Email button. */
export { SendInvoiceDialog as default } from '../features/invoices/send/SendInvoiceDialog.tsx';
