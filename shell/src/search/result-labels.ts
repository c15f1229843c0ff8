import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, JOB_STATUS_LABELS, statusLabel, type DocumentKind, type JobStatus, type SearchResult } from '@ledgerline/contracts';

/** The kind of a search result as people read it: "Invoice", "Change order", "Job", "Client". */
export function resultKindLabel(result: SearchResult): string {
  if (result.type === 'job') return 'Job';
  return isDocument(result.type) ? DOCUMENT_KIND_LABELS[result.type] : 'Client';
}

/** The result's status as its own list shows it ("Partially paid", "Archived", "Completed"), with Overdue after an invoice's. */
export function resultStatusLabel(result: SearchResult): string {
  if (result.type === 'job') return JOB_STATUS_LABELS[result.status as JobStatus];
  if (!isDocument(result.type)) return result.status === 'archived' ? 'Archived' : 'Active';
  const label = statusLabel(result.type, result.status as never);
  return result.overdue ? `${label}, Overdue` : label;
}

export function isDocument(type: SearchResult['type']): type is DocumentKind {
  return (DOCUMENT_KINDS as readonly string[]).includes(type);
}
