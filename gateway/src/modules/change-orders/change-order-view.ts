import type { EntityManager } from '@mikro-orm/core';
import type { Job } from '@ledgerline/contracts';
import { notFound } from '../../http/http-error.ts';
import { loadActivity } from '../document-core/activity.ts';
import type { IActivityEvent } from '../document-core/activity-event.entity.ts';
import type { IDocumentSignature } from '../document-core/document-signature.entity.ts';
import { findSignature } from '../document-core/signature.ts';
import { jobOf } from '../estimates/estimate-job.ts';
import { loadEstimateCore, type EstimateCore } from '../estimates/estimate-view.ts';
import { changeOrderLinesOf } from './change-order-billing.ts';
import type { IChangeOrderLine } from './change-order-line.entity.ts';
import { ChangeOrder, type IChangeOrder } from './change-order.entity.ts';

/** A change order with its estimate (and so its client), lines, signature and job, through the account filter. */
export type ChangeOrderCore = {
  changeOrder: IChangeOrder;
  estimate: EstimateCore;
  lines: IChangeOrderLine[];
  signature: IDocumentSignature | null;
  invoice: { id: string; number: string } | null;
  job: Job;
};

export type ChangeOrderView = ChangeOrderCore & { activity: IActivityEvent[] };

export async function loadChangeOrderCore(em: EntityManager, id: string): Promise<ChangeOrderCore> {
  const changeOrder = await em.findOne(ChangeOrder, id, { populate: ['invoice'], refresh: true });
  if (!changeOrder) throw notFound();
  const [estimate, lines, signature] = await Promise.all([
    loadEstimateCore(em, changeOrder.estimate.id),
    changeOrderLinesOf(em, id),
    findSignature(em, 'change_order', id),
  ]);
  const invoice = changeOrder.invoice?.getEntity() ?? null;
  const job = await jobOf(em, estimate);
  return { changeOrder, estimate, lines, signature, invoice: invoice ? { id: invoice.id, number: invoice.number } : null, job };
}

export async function loadChangeOrderView(em: EntityManager, id: string): Promise<ChangeOrderView> {
  const [core, activity] = await Promise.all([loadChangeOrderCore(em, id), loadActivity(em, { kind: 'change_order', id })]);
  return { ...core, activity };
}
