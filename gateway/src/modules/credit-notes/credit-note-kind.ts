import { notFound } from '../../http/http-error.ts';
import { Client } from '../clients/client.entity.ts';
import type { GatewayDocumentKind } from '../document-core/document-kind.ts';
import { CreditNote } from './credit-note.entity.ts';
import { toPublicCreditNoteBody } from './credit-note.mapper.ts';
import { loadCreditNoteView } from './credit-note-view.ts';

/** What the shared modules ask of a credit note (document-core/document-kind.ts). */
export const creditNoteKind: GatewayDocumentKind<'credit_note'> = {
  async facts(em, id) {
    const creditNote = await em.findOne(CreditNote, id);
    if (!creditNote) throw notFound();
    const client = await em.findOneOrFail(Client, creditNote.client.id);
    return { kind: 'credit_note', id, number: creditNote.number, total: creditNote.total, currency: creditNote.currency, client, publicToken: creditNote.publicToken, templateId: creditNote.template?.id ?? null };
  },
  async printed(em, id, settings) {
    const view = await loadCreditNoteView(em, id);
    const { creditNote } = view;
    return { viewed: { kind: 'credit_note', document: toPublicCreditNoteBody(view, settings) }, publicToken: creditNote.publicToken ?? null, templateId: creditNote.template?.id ?? null };
  },
};
