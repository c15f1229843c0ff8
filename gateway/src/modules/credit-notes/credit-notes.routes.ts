import Router from '@koa/router';
import { creditNoteInputSchema, creditNoteListQuerySchema } from '@ledgerline/contracts';
import { z } from 'zod';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { publicOrigin } from '../../http/request-input.ts';
import { addDocumentRoutes } from '../document-core/document-routes.ts';
import type { DocumentSender } from '../mail/send-document.ts';
import { listCreditNotes } from './credit-note-list.ts';
import { toCreditNoteBody } from './credit-note.mapper.ts';
import { loadCreditNoteView } from './credit-note-view.ts';
import { changeCreditNoteLink, createCreditNote, refuseCreditNoteChange, sendCreditNote } from './credit-notes.service.ts';

/**
 * The account's credit notes: list, issue (from an invoice), read, send and link, through the routes
 * every kind shares. Issued when made, a credit note refuses edits and deletes with a sentence.
 * `settleRefunds` asks the payment provider for the refunds a new credit note decided, once committed.
 */
export function creditNotesRoutes(deps: { orm: Orm; sender: DocumentSender; settleRefunds: () => Promise<void> }) {
  const router = new Router<AppState>();
  const em = () => deps.orm.em;
  addDocumentRoutes(router, {
    kind: 'credit_note',
    sender: deps.sender,
    em,
    plans: null,
    listQuerySchema: creditNoteListQuerySchema,
    inputSchema: creditNoteInputSchema,
    updateSchema: z.unknown(),
    body: async (ctx, id) => toCreditNoteBody(await loadCreditNoteView(em(), id), publicOrigin(ctx)),
    list: listCreditNotes,
    create: createCreditNote,
    afterCreate: deps.settleRefunds,
    update: async () => refuseCreditNoteChange(),
    remove: async () => refuseCreditNoteChange(),
    send: sendCreditNote,
    changeLink: changeCreditNoteLink,
  });
  return router;
}
