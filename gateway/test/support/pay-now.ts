import type { TestApp } from './test-app.ts';
import { addClient, addInvoice, onPlan, signUp, type Member } from './business.ts';

/** A business on Pro (online payments are part of it) that takes card payments, in part from `minimumPartialPayment`, and one client. */
export async function businessTakingCards(t: TestApp, minimumPartialPayment: number): Promise<{ owner: Member; clientId: string }> {
  const owner = await signUp(t);
  await onPlan(t, owner, 'pro');
  const clientId = await addClient(t, owner, { name: 'Harbor View Dental', email: 'office@harbor.example' });
  await owner.as(t.request().put('/api/account/settings')).send({
    businessName: 'Northside Carpentry',
    currency: 'USD',
    acceptOnlinePayments: true,
    allowPartialPayments: true,
    minimumPartialPayment,
  });
  return { owner, clientId };
}

/** A new invoice of the client, sent: its id, total and public API path. */
export async function sentInvoice(t: TestApp, business: { owner: Member; clientId: string }): Promise<{ id: string; path: string; total: number }> {
  const invoice = await addInvoice(t, business.owner, business.clientId);
  const sent = (await business.owner.as(t.request().post(`/api/invoices/${invoice.id}/send`)).send()).body;
  return { id: invoice.id, path: new URL(sent.publicUrl).pathname.replace('/view/invoice/', '/api/public/invoices/'), total: invoice.totals.total };
}

/** A card of the test-mode provider by its number, valid until next year. */
export const testCard = (number: string) => ({ number, expMonth: 12, expYear: new Date().getUTCFullYear() + 1, cvc: '123' });
