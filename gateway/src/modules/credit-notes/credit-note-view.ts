import type { EntityManager } from '@mikro-orm/core';
import type { JobSite } from '@ledgerline/contracts';
import { notFound } from '../../http/http-error.ts';
import { loadInvoiceJobSite } from '../estimates/job-site.ts';
import type { IClient } from '../clients/client.entity.ts';
import { loadActivity } from '../document-core/activity.ts';
import type { IActivityEvent } from '../document-core/activity-event.entity.ts';
import { Invoice, type IInvoice } from '../invoices/invoice.entity.ts';
import { CreditNoteLine, type ICreditNoteLine } from './credit-note-line.entity.ts';
import { CreditNote, type ICreditNote } from './credit-note.entity.ts';

/** Everything the credit note's API shape shows, loaded through the account filter. */
export type CreditNoteView = {
  creditNote: ICreditNote;
  client: IClient;
  invoice: IInvoice;
  lines: ICreditNoteLine[];
  activity: IActivityEvent[];
  /** The job of the invoice it corrects, or null (job-site.ts). */
  jobSite: JobSite | null;
};

export async function loadCreditNoteView(em: EntityManager, id: string): Promise<CreditNoteView> {
  const creditNote = await em.findOne(CreditNote, id, { populate: ['client'], refresh: true });
  if (!creditNote) throw notFound();
  const [invoice, lines, activity] = await Promise.all([
    em.findOneOrFail(Invoice, creditNote.invoice.id),
    em.find(CreditNoteLine, { creditNote: id }, { orderBy: { position: 'asc' } }),
    loadActivity(em, { kind: 'credit_note', id }),
  ]);
  return { creditNote, client: creditNote.client.getEntity(), invoice, lines, activity, jobSite: await loadInvoiceJobSite(em, invoice) };
}
