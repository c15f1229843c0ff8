import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, statusLabel, type DocumentKind, type SearchResult } from '@ledgerline/contracts';

/** The kind of a search result as people read it: "Invoice", "Change order", "Client". */
export function resultKindLabel(result: SearchResult): string {
  return isDocument(result.type) ? DOCUMENT_KIND_LABELS[result.type] : 'Client';
}

/** The result's status as its own list shows it ("Partially paid", "Archived"), with Overdue after an invoice's. */
export function resultStatusLabel(result: SearchResult): string {
  if (!isDocument(result.type)) return result.status === 'archived' ? 'Archived' : 'Active';
  const label = statusLabel(result.type, result.status as never);
  return result.overdue ? `${label}, Overdue` : label;
}

export function isDocument(type: SearchResult['type']): type is DocumentKind {
  return (DOCUMENT_KINDS as readonly string[]).includes(type);
}
