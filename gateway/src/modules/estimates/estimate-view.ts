import type { EntityManager } from '@mikro-orm/core';
import { notFound } from '../../http/http-error.ts';
import type { IClient } from '../clients/client.entity.ts';
import { loadActivity } from '../document-core/activity.ts';
import type { IActivityEvent } from '../document-core/activity-event.entity.ts';
import type { IDocumentSignature } from '../document-core/document-signature.entity.ts';
import { findSignature } from '../document-core/signature.ts';
import { EstimateLine, type IEstimateLine } from './estimate-line.entity.ts';
import { EstimateRevision, type IEstimateRevision } from './estimate-revision.entity.ts';
import { Estimate, type IEstimate } from './estimate.entity.ts';

/** One revision with its lines and, once signed, its signature. */
export type RevisionView = { revision: IEstimateRevision; lines: IEstimateLine[]; signature: IDocumentSignature | null };

/** The estimate, its client and its current revision, loaded through the account filter. */
export type EstimateCore = { estimate: IEstimate; client: IClient } & RevisionView;

/** Everything the owner's API shape shows besides the job and its invoices. */
export type EstimateView = EstimateCore & { revisions: IEstimateRevision[]; activity: IActivityEvent[] };

/** A revision's lines and signature. */
export async function loadRevision(em: EntityManager, estimate: IEstimate, revision: IEstimateRevision): Promise<RevisionView> {
  const [lines, signature] = await Promise.all([
    em.find(EstimateLine, { revision: revision.id }, { orderBy: { position: 'asc' } }),
    findSignature(em, 'estimate', estimate.id, revision.revision),
  ]);
  return { revision, lines, signature };
}

/** An estimate of the current account with one of its revisions (the current one unless named); 404 when either is missing. */
export async function loadEstimateCore(em: EntityManager, id: string, revisionNumber?: number): Promise<EstimateCore> {
  const estimate = await em.findOne(Estimate, id, { populate: ['client'], refresh: true });
  if (!estimate) throw notFound();
  const revision = await em.findOne(EstimateRevision, { estimate: id, revision: revisionNumber ?? estimate.revision }, { refresh: true });
  if (!revision) throw notFound();
  return { estimate, client: estimate.client.getEntity(), ...(await loadRevision(em, estimate, revision)) };
}

export async function loadEstimateView(em: EntityManager, id: string): Promise<EstimateView> {
  const core = await loadEstimateCore(em, id);
  const [revisions, activity] = await Promise.all([
    em.find(EstimateRevision, { estimate: id }, { orderBy: { revision: 'desc' } }),
    loadActivity(em, { kind: 'estimate', id }),
  ]);
  return { ...core, revisions, activity };
}
