import type { EntityManager } from '@mikro-orm/core';
import type { PayApplicationCertification } from '@ledgerline/contracts';
import { findSignature } from '../document-core/signature.ts';
import type { IPayApplication } from './pay-application.entity.ts';

/** Who certified an application and for how much of what was asked; null until certified. */
export async function certificationOf(em: EntityManager, application: IPayApplication, certifiedPaymentDue: number): Promise<PayApplicationCertification | null> {
  if (application.requestedPaymentDue === null || application.requestedPaymentDue === undefined) return null;
  const signature = await findSignature(em, 'pay_application', application.id, 1);
  if (!signature) return null;
  return { name: signature.name, signedAt: signature.signedAt.toISOString(), requestedPaymentDue: application.requestedPaymentDue, certifiedPaymentDue };
}
