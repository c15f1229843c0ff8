import type { SqlEntityManager } from '@mikro-orm/sql';
import { accountSettingsSchema, addDays, clientInputSchema, invoiceInputSchema, type InvoiceInput } from '@ledgerline/contracts';
import { scopeToAccount } from '../../db/account-scope.ts';
import { createClient } from '../clients/clients.service.ts';
import type { Actor } from '../document-core/activity.ts';
import { todayIso } from '../document-core/dates.ts';
import { loadInvoiceView } from '../invoices/invoice-view.ts';
import { createInvoice, sendInvoice, voidInvoice } from '../invoices/invoices.service.ts';
import { addPayment } from '../invoices/payments.service.ts';
import { recordFirstInvoiceView } from '../invoices/public-invoice.service.ts';
import { updateSettings } from '../settings/settings.service.ts';
import { DEMO_BUSINESS, DEMO_CLIENTS, DEMO_INVOICES, type DemoInvoice } from './demo-content.ts';
import { seedDemoJob } from './demo-job.ts';
import { settleDemoNotifications, type DemoSettlement } from './demo-notifications.ts';

/** Overdue invoices were issued long enough ago that their shorter terms have run out. */
function dueInDays(state: DemoInvoice['state']): number {
  return state === 'overdue' ? 14 : 30;
}

/** Payments arrive within 12 days of the issue date, and never after today. */
function paidOn(demo: DemoInvoice, issueDate: string): string {
  return addDays(issueDate, Math.min(demo.daysAgo, 12));
}

/** Takes one demo invoice from draft to its intended state through the same services the API uses. */
async function bringToState(em: SqlEntityManager, actor: Actor, id: string, demo: DemoInvoice, issueDate: string): Promise<void> {
  if (demo.state === 'draft') return;
  await sendInvoice(em, actor, id);
  const { invoice } = await loadInvoiceView(em, id);
  if (demo.state === 'void') await voidInvoice(em, actor, id, { reason: 'The client called the work off before it started.', remainder: 'refund' }, issueDate);
  if (demo.state === 'paid') await addPayment(em, actor, id, { amount: invoice.total, date: paidOn(demo, issueDate), method: 'bank_transfer', reference: `ACH ${id.slice(0, 8).toUpperCase()}`, sendReceipt: false });
  if (demo.state === 'partial') await addPayment(em, actor, id, { amount: Math.round(invoice.total * 0.4), date: paidOn(demo, issueDate), method: 'check', reference: 'Check #1042', sendReceipt: false });
  if (demo.state === 'viewed') await recordFirstInvoiceView(em, await loadInvoiceView(em, id), undefined);
}

/**
 * Fills the demo account with a contractor's settings, clients and invoices in every state, spread
 * over the last four months, with a few notifications of their payments and views, and one whole job
 * (demo-job.ts), so a first look at the app shows it at work. Totals come from the calculator, exactly as through the API.
 */
export async function seedDemoData(em: SqlEntityManager, actor: Actor): Promise<void> {
  scopeToAccount(em, actor.accountId);
  await updateSettings(em, actor.accountId, accountSettingsSchema.parse(DEMO_BUSINESS));
  const clientIds: string[] = [];
  for (const client of DEMO_CLIENTS) clientIds.push((await createClient(em, actor.accountId, clientInputSchema.parse(client))).id);
  const today = todayIso();
  const settlements: DemoSettlement[] = [];
  for (const demo of DEMO_INVOICES) {
    const issueDate = addDays(today, -demo.daysAgo);
    const input: InvoiceInput = invoiceInputSchema.parse({
      clientId: clientIds[demo.client],
      issueDate,
      dueDate: addDays(issueDate, dueInDays(demo.state)),
      currency: 'USD',
      lines: demo.lines,
      discount: demo.discount ?? null,
      notes: DEMO_BUSINESS.defaultNotes,
      terms: DEMO_BUSINESS.defaultTerms,
    });
    const id = await createInvoice(em, actor, input);
    await bringToState(em, actor, id, demo, issueDate);
    if (demo.state === 'paid') settlements.push({ invoiceId: id, paidOn: paidOn(demo, issueDate) });
  }
  await settleDemoNotifications(em, settlements);
  await seedDemoJob(em, actor, clientIds[0] ?? '', today);
}
