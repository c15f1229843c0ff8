import type { EntityManager } from '@mikro-orm/core';
import type { DocumentKind } from '@ledgerline/contracts';
import type { ViewedDocument } from '@ledgerline/documents/document-view/document-view.ts';
import { loadChangeOrderCore } from '../change-orders/change-order-view.ts';
import { toPublicChangeOrderBody } from '../change-orders/public-change-order.mapper.ts';
import { todayIso } from '../document-core/dates.ts';
import { toPublicCreditNoteBody } from '../credit-notes/credit-note.mapper.ts';
import { loadCreditNoteView } from '../credit-notes/credit-note-view.ts';
import { loadEstimateJob } from '../estimates/estimate-job.ts';
import { loadEstimateCore } from '../estimates/estimate-view.ts';
import { toPublicEstimateBody } from '../estimates/public-estimate.mapper.ts';
import { loadInvoiceView } from '../invoices/invoice-view.ts';
import { toPublicInvoiceBody } from '../invoices/public-invoice.mapper.ts';
import type { IAccountSettings } from '../settings/account-settings.entity.ts';
import { getSettings } from '../settings/settings.service.ts';

/** A document as every PDF of it prints it, with its public link's token, the template it picked (null: the account's default) and the account's settings. */
export type PrintableDocument = { viewed: ViewedDocument; publicToken: string | null; templateId: string | null; settings: IAccountSettings };

/**
 * The document's public copy, the same the client's link answers: the owner's download, the client's
 * download and the email attachment all print this one shape, so they are the same bytes (the
 * signer's IP address, on the owner's copy only, stays in the app). `em` is scoped to the account.
 */
export async function loadPrintableDocument(em: EntityManager, accountId: string, kind: DocumentKind, id: string): Promise<PrintableDocument> {
  const settings = await getSettings(em, accountId);
  switch (kind) {
    case 'invoice': {
      const view = await loadInvoiceView(em, id);
      const { invoice } = view;
      return { viewed: { kind, document: toPublicInvoiceBody(view, settings, todayIso()) }, publicToken: invoice.publicToken ?? null, templateId: invoice.template?.id ?? null, settings };
    }
    case 'estimate': {
      const core = await loadEstimateCore(em, id);
      const { job } = await loadEstimateJob(em, core);
      const { estimate } = core;
      return { viewed: { kind, document: toPublicEstimateBody(core, settings, job, todayIso()) }, publicToken: estimate.publicToken ?? null, templateId: estimate.template?.id ?? null, settings };
    }
    case 'change_order': {
      const core = await loadChangeOrderCore(em, id);
      const { changeOrder } = core;
      return { viewed: { kind, document: toPublicChangeOrderBody(core, settings, todayIso()) }, publicToken: changeOrder.publicToken ?? null, templateId: changeOrder.template?.id ?? null, settings };
    }
    case 'credit_note': {
      const view = await loadCreditNoteView(em, id);
      const { creditNote } = view;
      return { viewed: { kind, document: toPublicCreditNoteBody(view, settings) }, publicToken: creditNote.publicToken ?? null, templateId: creditNote.template?.id ?? null, settings };
    }
  }
}
