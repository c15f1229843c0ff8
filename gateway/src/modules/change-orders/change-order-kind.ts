import { notFound } from '../../http/http-error.ts';
import { Client } from '../clients/client.entity.ts';
import type { GatewayDocumentKind } from '../document-core/document-kind.ts';
import { ChangeOrder } from './change-order.entity.ts';
import { loadChangeOrderCore } from './change-order-view.ts';
import { toPublicChangeOrderBody } from './public-change-order.mapper.ts';

/** What the shared modules ask of a change order (document-core/document-kind.ts); its client is its estimate's. */
export const changeOrderKind: GatewayDocumentKind<'change_order'> = {
  async facts(em, id) {
    const changeOrder = await em.findOne(ChangeOrder, id, { populate: ['estimate'] });
    if (!changeOrder) throw notFound();
    const client = await em.findOneOrFail(Client, changeOrder.estimate.getEntity().client.id);
    return { kind: 'change_order', id, number: changeOrder.number, total: changeOrder.total, currency: changeOrder.currency, client, publicToken: changeOrder.publicToken, templateId: changeOrder.template?.id ?? null };
  },
  async printed(em, id, settings, today) {
    const core = await loadChangeOrderCore(em, id);
    const { changeOrder } = core;
    return { viewed: { kind: 'change_order', document: toPublicChangeOrderBody(core, settings, today) }, publicToken: changeOrder.publicToken ?? null, templateId: changeOrder.template?.id ?? null };
  },
};
