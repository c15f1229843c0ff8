import type { PaymentMode } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import { publicDocumentRoutes } from '../document-core/public-document-routes.ts';
import { today } from '../document-core/request-today.ts';
import { depositPaymentOffer } from '../payments/deposit-at-signing.ts';
import { loadEstimateJob } from './estimate-job.ts';
import { loadEstimateCore } from './estimate-view.ts';
import { toPublicEstimateBody } from './public-estimate.mapper.ts';
import { acceptEstimate, declineEstimate, recordFirstEstimateView } from './public-estimate.service.ts';

/** The estimate behind a public link, with the job it became once accepted, the deposit its client may pay online, and the client's answer to it; no sign-in needed. */
export function publicEstimateRoutes(deps: { orm: Orm; paymentMode: PaymentMode; plans: PlanRules }) {
  return publicDocumentRoutes(deps, {
    kind: 'estimate',
    load: loadEstimateCore,
    recordFirstView: (em, found, viewer) => recordFirstEstimateView(em, found.view, viewer),
    templateId: (core) => core.estimate.template?.id ?? null,
    body: async (em, found) => toPublicEstimateBody(found.view, found.settings, (await loadEstimateJob(em, found.view)).job, today()),
    extras: async (em, found) => ({
      depositPayment: await depositPaymentOffer(em, found.view, found.settings, deps.paymentMode, () => deps.plans.allows(em, found.accountId, 'onlinePayments')),
    }),
    answers: { accept: acceptEstimate, decline: declineEstimate },
  });
}
