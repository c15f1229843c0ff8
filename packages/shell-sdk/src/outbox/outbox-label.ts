import { DOCUMENT_KIND_LABELS } from '@ledgerline/contracts';
import type { OutboxEntry } from './outbox-entry.ts';

/** "Draft 3" until a document drafted offline syncs, else its saved number. */
export function outboxDocumentNumber(entry: OutboxEntry): string {
  return entry.local || !entry.number ? `Draft ${entry.provisional ?? ''}`.trim() : entry.number;
}

/** "Invoice Draft 3", "Estimate EST-0004": the document a waiting write belongs to. */
export function outboxDocumentName(entry: OutboxEntry): string {
  return `${DOCUMENT_KIND_LABELS[entry.kind]} ${outboxDocumentNumber(entry)}`;
}
