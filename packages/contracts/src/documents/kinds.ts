/**
 * The kinds of business document. They share lines, totals, numbering, locking, public links,
 * viewed tracking, activity, PDF and sending (DESIGN.md section 2, document core); each adds its own.
 * No zod here: the shell's first paint reads these names, and zod must not come along with them.
 */
export const DOCUMENT_KINDS = ['invoice', 'estimate', 'change_order'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The kind as a sentence names it ("Invoice INV-0042", "Change order EST-0012-CO-01"). */
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  invoice: 'Invoice',
  estimate: 'Estimate',
  change_order: 'Change order',
};
