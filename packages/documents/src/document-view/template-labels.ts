import type { TemplateLabelKey, TemplateSettings } from '@ledgerline/contracts';

/** The built-in words; a template's non-empty label replaces one. */
const BUILT_IN_LABELS: Record<TemplateLabelKey, string> = {
  invoice: 'Invoice',
  estimate: 'Estimate',
  change_order: 'Change order',
  credit_note: 'Credit note',
  description: 'Description',
  quantity: 'Qty',
  unit: 'Unit',
  unitPrice: 'Unit price',
  tax: 'Tax',
  amount: 'Amount',
  subtotal: 'Subtotal',
  total: 'Total',
  amountPaid: 'Amount paid',
  balanceDue: 'Balance due',
  billTo: 'Bill to',
  siteAddress: 'Site address',
  notes: 'Notes',
  terms: 'Terms',
  paymentInstructions: 'Payment instructions',
};

export type Labels = (key: TemplateLabelKey) => string;

export function templateLabels(template: Pick<TemplateSettings, 'labels'>): Labels {
  return (key) => {
    const custom = template.labels[key]?.trim() ?? '';
    return custom === '' ? BUILT_IN_LABELS[key] : custom;
  };
}
