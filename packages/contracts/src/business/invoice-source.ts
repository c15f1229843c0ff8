import { z } from 'zod';
import { idSchema } from '../text.ts';
import type { LineLayout } from '../documents/line-layout.ts';

/**
 * Why an invoice made from an estimate exists: the whole estimate, a deposit, the final invoice
 * that deducts the deposits, an approved change order's cost, or, for a job billed in stages, a pay
 * application or a release of retainage. One estimate's conversions are
 * told apart by role, so the same one cannot happen twice.
 */
export const INVOICE_SOURCE_ROLES = ['full', 'deposit', 'final', 'change_order', 'pay_application', 'retainage_release'] as const;
export const invoiceSourceRoleSchema = z.enum(INVOICE_SOURCE_ROLES);
export type InvoiceSourceRole = z.infer<typeof invoiceSourceRoleSchema>;

/** What an invoice is to its job, as the estimate's invoices and the job page name it. */
export const INVOICE_ROLE_LABELS: Record<InvoiceSourceRole, string> = {
  full: 'Whole estimate',
  deposit: 'Deposit',
  final: 'Final',
  change_order: 'Change order',
  pay_application: 'Pay application',
  retainage_release: 'Retainage release',
};

/**
 * The roles whose invoice bills what a job recorded (a pay application, a release of retainage): its
 * client, currency, lines and discount stay as made, draft or not. What may change, while a draft:
 */
export const JOB_BILLED_ROLES: readonly InvoiceSourceRole[] = ['pay_application', 'retainage_release'];
export const INVOICE_FIELDS_OPEN_ON_JOB_INVOICE = ['number', 'issueDate', 'dueDate', 'notes', 'terms', 'templateId'] as const;

/**
 * Whether an invoice's client, currency, lines and discount are the job's, draft or not: it bills a
 * pay application or a release, or the job made it laid out like the signed estimate (a final
 * invoice with its change orders and deposits under headings, its discount on the estimate's lines alone).
 */
export function linesFixedByJob(role: InvoiceSourceRole | null | undefined, layout: LineLayout | null | undefined): boolean {
  return role != null && (JOB_BILLED_ROLES.includes(role) || (layout?.sections.length ?? 0) > 0);
}

/** The document an invoice was made from, with its number for a link back. */
export const invoiceSourceSchema = z.object({
  kind: z.enum(['estimate', 'change_order']),
  id: idSchema,
  number: z.string(),
  role: invoiceSourceRoleSchema,
});
export type InvoiceSource = z.infer<typeof invoiceSourceSchema>;
