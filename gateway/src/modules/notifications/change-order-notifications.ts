import type { EntityManager } from '@mikro-orm/core';
import { appPaths, formatMoney } from '@ledgerline/contracts';
import type { IClient } from '../clients/client.entity.ts';
import { notify } from './notify.ts';

/** What a notification names of a change order: its id (for the link), number and account. */
export type NotifiedChangeOrder = { id: string; accountId: string; number: string };

/** The first time someone other than the owner opens the change order's public link. */
export function notifyChangeOrderViewed(em: EntityManager, changeOrder: NotifiedChangeOrder, client: IClient): void {
  notify(em, changeOrder.accountId, {
    kind: 'change_order_viewed',
    title: `Change order ${changeOrder.number} was viewed`,
    body: `${client.name} opened it through its public link.`,
    link: appPaths.changeOrder(changeOrder.id),
  });
}

/** `note` adds what the owner must still do (an invoice on approval the plan had no room for). */
export function notifyChangeOrderApproved(em: EntityManager, changeOrder: NotifiedChangeOrder, signer: string, costDelta: number, currency: string, note?: string): void {
  const approved = `${signer} approved and signed it: ${formatMoney(costDelta, currency, 'en-US')}.`;
  notify(em, changeOrder.accountId, {
    kind: 'change_order_approved',
    title: `Change order ${changeOrder.number} was approved`,
    body: note ? `${approved} ${note}` : approved,
    link: appPaths.changeOrder(changeOrder.id),
  });
}

export function notifyChangeOrderDeclined(em: EntityManager, changeOrder: NotifiedChangeOrder, client: IClient, reason: string): void {
  notify(em, changeOrder.accountId, {
    kind: 'change_order_declined',
    title: `Change order ${changeOrder.number} was declined`,
    body: `${client.name} declined it: ${reason}`,
    link: appPaths.changeOrder(changeOrder.id),
  });
}
