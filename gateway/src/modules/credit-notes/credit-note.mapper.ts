import { PLAIN_LINE_LAYOUT, type CreditNote as CreditNoteBody, type CreditNoteSettlement, type CreditNoteSummary, type PublicCreditNote } from '@ledgerline/contracts';
import { toActivityBody, toLineBody, toPublicLineBody, toTotalsBody } from '../document-core/document-mappers.ts';
import { publicDocumentUrl } from '../document-core/public-link.ts';
import { toPublicBusiness, toPublicClient } from '../document-core/public-parties.ts';
import type { IAccountSettings } from '../settings/account-settings.entity.ts';
import type { ICreditNote } from './credit-note.entity.ts';
import type { CreditNoteView } from './credit-note-view.ts';

export function toSettlementBody(creditNote: ICreditNote): CreditNoteSettlement {
  return {
    appliedToBalance: creditNote.appliedToBalance,
    refundedOnline: creditNote.refundedOnline,
    refundedByHand: creditNote.refundedByHand,
    keptAsCredit: creditNote.keptAsCredit,
  };
}

/** The credit note as the owner's API shows it; `origin` builds the public link. */
export function toCreditNoteBody(view: CreditNoteView, origin: string): CreditNoteBody {
  const { creditNote, client, invoice } = view;
  const summary: CreditNoteSummary = {
    id: creditNote.id,
    number: creditNote.number,
    status: creditNote.status,
    client: { id: client.id, name: client.name, company: client.company },
    invoice: { id: invoice.id, number: invoice.number, issueDate: invoice.issueDate },
    issueDate: creditNote.issueDate,
    currency: creditNote.currency,
    total: creditNote.total,
    viewedAt: creditNote.viewedAt?.toISOString() ?? null,
  };
  return {
    ...summary,
    reason: creditNote.reason,
    taxMode: creditNote.taxMode,
    lines: view.lines.map(toLineBody),
    discount: creditNote.discount ?? null,
    layout: creditNote.lineLayout ?? PLAIN_LINE_LAYOUT,
    totals: toTotalsBody(creditNote),
    settlement: toSettlementBody(creditNote),
    activity: view.activity.map(toActivityBody),
    publicUrl: publicDocumentUrl(origin, 'credit_note', creditNote.publicToken),
    publicLinkExpiresOn: creditNote.publicLinkExpiresOn ?? null,
    sentAt: creditNote.sentAt?.toISOString() ?? null,
    templateId: creditNote.template?.id ?? null,
    version: creditNote.version,
    createdAt: creditNote.createdAt.toISOString(),
    updatedAt: creditNote.updatedAt.toISOString(),
  };
}

/** The credit note as its client sees it: the invoice it corrects by number and date, no row ids, no activity. */
export function toPublicCreditNoteBody(view: CreditNoteView, settings: IAccountSettings): PublicCreditNote {
  const { creditNote, client, invoice } = view;
  return {
    business: toPublicBusiness(settings),
    client: toPublicClient(client),
    number: creditNote.number,
    status: creditNote.status,
    invoiceNumber: invoice.number,
    invoiceIssueDate: invoice.issueDate,
    issueDate: creditNote.issueDate,
    reason: creditNote.reason,
    currency: creditNote.currency,
    taxMode: creditNote.taxMode,
    lines: view.lines.map(toPublicLineBody),
    discount: creditNote.discount ?? null,
    layout: creditNote.lineLayout ?? PLAIN_LINE_LAYOUT,
    totals: toTotalsBody(creditNote),
    settlement: toSettlementBody(creditNote),
    jobSite: view.jobSite,
  };
}
