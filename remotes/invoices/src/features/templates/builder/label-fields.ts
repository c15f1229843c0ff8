import type { TemplateLabelKey } from '@ledgerline/contracts';

/** The words a template may rename, grouped as the builder shows them, each with the caption of its field. */
export const LABEL_GROUPS: { title: string; fields: [TemplateLabelKey, string][] }[] = [
  { title: 'Document titles', fields: [['invoice', 'Invoice'], ['estimate', 'Estimate'], ['change_order', 'Change order']] },
  {
    title: 'Line columns',
    fields: [['description', 'Description'], ['quantity', 'Quantity'], ['unit', 'Unit'], ['unitPrice', 'Unit price'], ['tax', 'Tax'], ['amount', 'Amount']],
  },
  {
    title: 'Totals',
    fields: [['subtotal', 'Subtotal'], ['total', 'Total'], ['amountPaid', 'Amount paid'], ['balanceDue', 'Balance due']],
  },
  {
    title: 'Sections',
    fields: [['billTo', 'Bill to'], ['siteAddress', 'Site address'], ['notes', 'Notes'], ['terms', 'Terms'], ['paymentInstructions', 'Payment instructions']],
  },
];
