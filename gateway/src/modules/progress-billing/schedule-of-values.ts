import type { EntityManager } from '@mikro-orm/core';
import { revisionNumber, type ScheduleLineBody, type TaxMode, type TaxRate } from '@ledgerline/contracts';
import { ChangeOrder } from '../change-orders/change-order.entity.ts';
import { changeOrderLinesOf } from '../change-orders/change-order-billing.ts';
import { EstimateLine } from '../estimates/estimate-line.entity.ts';
import type { IEstimateRevision } from '../estimates/estimate-revision.entity.ts';
import type { IEstimate } from '../estimates/estimate.entity.ts';

/** A line of the schedule of values with the taxes its billing carries. */
export type ScheduleSource = ScheduleLineBody & { taxes: TaxRate[] };

/** What a line is worth to the schedule: after every discount, before tax, or with tax where prices include it. */
const worth = (line: { net: number; total: number }, taxMode: TaxMode) => (taxMode === 'inclusive' ? line.total : line.net);

/**
 * The schedule of values of an accepted estimate: the accepted revision's lines (optional ones only
 * when chosen), each worth its amount after the estimate's discount, then each approved change
 * order's lines in number order (a credit line is worth less than nothing). Pending change orders are
 * not in it.
 */
export async function scheduleOfValues(em: EntityManager, estimate: IEstimate, revision: IEstimateRevision): Promise<ScheduleSource[]> {
  const chosen = new Set(revision.chosenOptionalLineIds);
  const source = revisionNumber(estimate.baseNumber, revision.revision);
  const lines = await em.find(EstimateLine, { revision: revision.id }, { orderBy: { position: 'asc' } });
  const schedule: ScheduleSource[] = lines
    .filter((line) => !line.optional || chosen.has(line.id))
    .map((line) => ({ key: line.id, source, description: line.description, scheduledValue: worth(line, revision.taxMode), taxes: line.taxes }));
  const approved = await em.find(ChangeOrder, { estimate: estimate.id, status: 'approved' }, { orderBy: { number: 'asc' } });
  for (const changeOrder of approved) {
    for (const line of await changeOrderLinesOf(em, changeOrder.id)) {
      schedule.push({ key: line.id, source: changeOrder.number, description: line.description, scheduledValue: worth(line, changeOrder.taxMode), taxes: line.taxes });
    }
  }
  return schedule;
}
