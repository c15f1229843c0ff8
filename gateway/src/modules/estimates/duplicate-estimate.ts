import type { SqlEntityManager } from '@mikro-orm/sql';
import { addDays, type EstimateInput } from '@ledgerline/contracts';
import type { Actor } from '../document-core/activity.ts';
import { today } from '../document-core/request-today.ts';
import { getSettings } from '../settings/settings.service.ts';
import { typedRateOf } from '../exchange-rates/document-rate.ts';
import { toLineInput } from './estimate-writes.ts';
import { displayNumber } from './estimate.mapper.ts';
import { loadEstimateCore } from './estimate-view.ts';
import { createEstimate } from './estimates.service.ts';

/**
 * A new draft with the same client, lines (optional ones still optional) and texts of the current
 * revision, a new number, today's date and the account's validity. Returns its id.
 */
export async function duplicateEstimate(em: SqlEntityManager, actor: Actor, id: string): Promise<string> {
  const core = await loadEstimateCore(em, id);
  const { revision } = core;
  const settings = await getSettings(em, actor.accountId);
  const issueDate = today();
  const input: EstimateInput = {
    clientId: core.client.id,
    issueDate,
    validUntil: addDays(issueDate, settings.estimateValidityDays),
    currency: revision.currency,
    lines: core.lines.map(toLineInput),
    discount: revision.discount ?? null,
    notes: revision.notes,
    terms: revision.terms,
    jobTitle: revision.jobTitle,
    siteAddress: revision.siteAddress ?? null,
    deposit: revision.deposit ?? null,
    completionDate: null,
    exchangeRate: typedRateOf(revision),
  };
  return createEstimate(em, actor, input, `Created as a copy of estimate ${displayNumber(core)}`);
}
