import type { SqlEntityManager } from '@mikro-orm/sql';
import { addDays, changeOrderInputSchema, estimateInputSchema, estimateUpdateSchema, type LineItemInput } from '@ledgerline/contracts';
import { planRules } from '../billing/plan-rules.ts';
import type { Actor } from '../document-core/activity.ts';
import type { SigningRequest } from '../document-core/signature.ts';
import { ChangeOrder } from '../change-orders/change-order.entity.ts';
import { Notification } from '../notifications/notification.entity.ts';
import { createChangeOrder, sendChangeOrder } from '../change-orders/change-orders.service.ts';
import { approveChangeOrder } from '../change-orders/public-change-order.service.ts';
import { convertEstimate } from '../estimates/estimate-conversion.ts';
import { Estimate } from '../estimates/estimate.entity.ts';
import { loadEstimateCore } from '../estimates/estimate-view.ts';
import { createEstimate, reviseEstimate, sendEstimate, updateEstimate } from '../estimates/estimates.service.ts';
import { acceptEstimate } from '../estimates/public-estimate.service.ts';
import { DEMO_BUSINESS } from './demo-content.ts';

const TAX = DEMO_BUSINESS.taxRates;
const line = (description: string, quantity: string, unitPrice: number, unit: string, taxed: boolean): LineItemInput => ({
  description,
  quantity,
  unitPrice,
  unit,
  taxes: taxed ? TAX : [],
  discount: null,
  optional: false,
});

/** The kitchen the client first accepted, then asked to change before work began (revision 2). */
const FIRST_SCOPE: LineItemInput[] = [
  line('Demolition and haul-away', '16', 8500, 'h', false),
  line('Base and wall cabinets, shaker white', '14', 42000, 'ea', true),
  line('Quartz countertop, installed', '38', 9500, 'sq ft', true),
  line('Cabinet and countertop installation', '40', 8500, 'h', false),
];
const SECOND_SCOPE: LineItemInput[] = [
  ...FIRST_SCOPE,
  line('Tile backsplash, installed', '30', 2800, 'sq ft', true),
  { ...line('Under-cabinet LED lighting', '1', 78000, 'set', true), optional: true },
];

/** The client signs in the demo as a client would, from the public link, on a laptop at home. */
const CLIENT_BROWSER: SigningRequest = {
  ip: '203.0.113.24',
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};

/**
 * The demo is seeded past the plan's rules, as its clients and invoices are (written through the
 * services, not the routes): it shows the app at work, not a plan's limits.
 */
const SEEDED = planRules({ enabled: false });

function linkToken(row: { publicToken?: string | null }): string {
  if (!row.publicToken) throw new Error('A sent demo document has a public link.');
  return row.publicToken;
}

async function estimateToken(em: SqlEntityManager, id: string): Promise<string> {
  return linkToken(await em.fork().findOneOrFail(Estimate, id, { fields: ['publicToken'] }));
}

async function acceptCurrentRevision(em: SqlEntityManager, id: string, name: string, optionalLineIds: string[] = []): Promise<void> {
  const { revision } = await loadEstimateCore(em.fork(), id);
  await acceptEstimate(em, await estimateToken(em, id), { name, signature: null, consent: true, optionalLineIds, revision: revision.revision }, CLIENT_BROWSER);
}

/**
 * The job the demo shows everything with: an estimate accepted, revised and signed again (with
 * an optional line chosen), a 30 % deposit invoice, a change order approved and invoiced on
 * approval, one still waiting for the client, and the final invoice less the deposit.
 */
export async function seedDemoJob(em: SqlEntityManager, actor: Actor, clientId: string, today: string): Promise<void> {
  const issueDate = addDays(today, -20);
  const estimateInput = estimateInputSchema.parse({
    clientId,
    issueDate,
    validUntil: addDays(today, 10),
    currency: DEMO_BUSINESS.currency,
    lines: FIRST_SCOPE,
    terms: '30 % deposit on acceptance, the balance on completion. Prices valid until the date above.',
    deposit: { type: 'percent', value: '30' },
    completionDate: addDays(today, 25),
    jobTitle: 'Gonzalez kitchen remodel',
  });
  const id = await createEstimate(em, actor, estimateInput);
  await sendEstimate(em, actor, id);
  await acceptCurrentRevision(em, id, 'Maria Gonzalez');

  await reviseEstimate(em, actor, id);
  const { estimate } = await loadEstimateCore(em.fork(), id);
  await updateEstimate(em, actor, id, estimateUpdateSchema.parse({ ...estimateInput, version: estimate.version, lines: SECOND_SCOPE }));
  await sendEstimate(em, actor, id);
  const { lines } = await loadEstimateCore(em.fork(), id);
  await acceptCurrentRevision(em, id, 'Maria Gonzalez', lines.filter((l) => l.optional).map((l) => l.id));

  await convertEstimate(em, SEEDED, actor, id, { mode: 'deposit', depositsBefore: 0 });

  const approved = await createChangeOrder(em, actor, changeOrderInputSchema.parse({
    estimateId: id,
    reason: 'Client asked for a pantry wall with a pocket door',
    description: 'Frame and drywall a pantry wall beside the fridge, with a 30" pocket door.',
    lines: [line('Framing and drywall, pantry wall', '12', 8500, 'h', false), line('Pocket door kit and slab', '1', 38000, 'ea', true)],
    daysDelta: 2,
    requestedBy: 'Maria Gonzalez',
    invoiceOnApproval: true,
  }));
  await sendChangeOrder(em, actor, approved);
  const sent = await em.fork().findOneOrFail(ChangeOrder, approved, { fields: ['revision', 'publicToken'] });
  await approveChangeOrder(em, SEEDED, linkToken(sent), { name: 'Maria Gonzalez', signature: null, consent: true, optionalLineIds: [], revision: sent.revision }, CLIENT_BROWSER);

  const pending = await createChangeOrder(em, actor, changeOrderInputSchema.parse({
    estimateId: id,
    reason: 'Swap the quartz for a butcher-block island top',
    lines: [line('Butcher-block island top, oiled', '1', 64000, 'ea', true), line('Quartz island section not installed', '-12', 9500, 'sq ft', true)],
    daysDelta: 1,
    requestedBy: 'Maria Gonzalez',
    approvalDeadline: addDays(today, 7),
  }));
  await sendChangeOrder(em, actor, pending);

  await convertEstimate(em, SEEDED, actor, id, { mode: 'final', depositsBefore: 0 });
  await keepNewestJobNotice(em);
}

/** Of the notices the client's answers raised while seeding, the panel keeps the approval alone, as new. */
async function keepNewestJobNotice(em: SqlEntityManager): Promise<void> {
  const notices = await em.find(Notification, { kind: { $in: ['estimate_viewed', 'estimate_accepted', 'change_order_viewed'] } });
  for (const notice of notices) em.remove(notice);
  await em.flush();
}
