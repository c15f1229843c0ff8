import { revisionNumber } from '@ledgerline/contracts';
import { notFound } from '../../http/http-error.ts';
import { Client } from '../clients/client.entity.ts';
import type { GatewayDocumentKind } from '../document-core/document-kind.ts';
import { Estimate } from './estimate.entity.ts';
import { loadEstimateJob } from './estimate-job.ts';
import { loadEstimateCore } from './estimate-view.ts';
import { currentRevision } from './estimates.service.ts';
import { toPublicEstimateBody } from './public-estimate.mapper.ts';

/** What the shared modules ask of an estimate (document-core/document-kind.ts): its current revision, numbered as such. */
export const estimateKind: GatewayDocumentKind<'estimate'> = {
  async facts(em, id) {
    const estimate = await em.findOne(Estimate, id);
    if (!estimate) throw notFound();
    const revision = await currentRevision(em, estimate);
    const client = await em.findOneOrFail(Client, estimate.client.id);
    const number = revisionNumber(estimate.baseNumber, estimate.revision);
    return { kind: 'estimate', id, number, total: revision.total, currency: revision.currency, client, publicToken: estimate.publicToken, templateId: estimate.template?.id ?? null };
  },
  async printed(em, id, settings, today) {
    const core = await loadEstimateCore(em, id);
    const { job } = await loadEstimateJob(em, core);
    const { estimate } = core;
    return { viewed: { kind: 'estimate', document: toPublicEstimateBody(core, settings, job, today) }, publicToken: estimate.publicToken ?? null, templateId: estimate.template?.id ?? null };
  },
};
