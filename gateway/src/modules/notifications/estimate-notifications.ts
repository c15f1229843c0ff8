import type { EntityManager } from '@mikro-orm/core';
import { appPaths, formatMoney } from '@ledgerline/contracts';
import type { IClient } from '../clients/client.entity.ts';
import { notify } from './notify.ts';

/** What a notification names of an estimate: its id (for the link), displayed number and account. */
export type NotifiedEstimate = { id: string; accountId: string; number: string };

/** The first time someone other than the owner opens the estimate's public link (again for each new revision). */
export function notifyEstimateViewed(em: EntityManager, estimate: NotifiedEstimate, client: IClient): void {
  notify(em, estimate.accountId, {
    kind: 'estimate_viewed',
    title: `Estimate ${estimate.number} was viewed`,
    body: `${client.name} opened it through its public link.`,
    link: appPaths.estimate(estimate.id),
  });
}

export function notifyEstimateAccepted(em: EntityManager, estimate: NotifiedEstimate, signer: string, total: number, currency: string): void {
  notify(em, estimate.accountId, {
    kind: 'estimate_accepted',
    title: `Estimate ${estimate.number} was accepted`,
    body: `${signer} accepted and signed it: ${formatMoney(total, currency, 'en-US')}.`,
    link: appPaths.estimate(estimate.id),
  });
}

export function notifyEstimateDeclined(em: EntityManager, estimate: NotifiedEstimate, client: IClient, reason: string): void {
  notify(em, estimate.accountId, {
    kind: 'estimate_declined',
    title: `Estimate ${estimate.number} was declined`,
    body: `${client.name} declined it: ${reason}`,
    link: appPaths.estimate(estimate.id),
  });
}
