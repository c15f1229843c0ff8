import type { SqlEntityManager } from '@mikro-orm/sql';
import { addDays, type InvoiceInput } from '@ledgerline/contracts';
import type { Actor } from '../document-core/activity.ts';
import { today } from '../document-core/request-today.ts';
import { getSettings } from '../settings/settings.service.ts';
import { loadInvoiceView } from './invoice-view.ts';
import { createInvoice } from './invoices.service.ts';
import { lineInputsOf } from './invoice-writes.ts';
import { typedRateOf } from '../exchange-rates/document-rate.ts';

/** A new draft with the same client, lines (laid out alike) and texts, a new number and today's dates. Returns its id. */
export async function duplicateInvoice(em: SqlEntityManager, actor: Actor, id: string): Promise<string> {
  const { invoice, lines } = await loadInvoiceView(em, id);
  const settings = await getSettings(em, actor.accountId);
  const issueDate = today();
  const input: InvoiceInput = {
    clientId: invoice.client.id,
    issueDate,
    dueDate: addDays(issueDate, settings.paymentTermsDays),
    currency: invoice.currency,
    lines: lineInputsOf(lines),
    discount: invoice.discount ?? null,
    notes: invoice.notes,
    terms: invoice.terms,
    exchangeRate: typedRateOf(invoice),
  };
  return createInvoice(em, actor, input, { summary: `Created as a copy of invoice ${invoice.number}`, layout: invoice.lineLayout ?? null });
}
