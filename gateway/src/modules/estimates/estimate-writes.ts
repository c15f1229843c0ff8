import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { DocumentTotals, EstimateInput, LineItemInput } from '@ledgerline/contracts';
import { HttpError } from '../../http/http-error.ts';
import { lineFields, totalsFields } from '../document-core/totals.ts';
import { EstimateLine, type IEstimateLine } from './estimate-line.entity.ts';
import type { IEstimateRevision } from './estimate-revision.entity.ts';

/** What a revision holds of the input, beside its lines: only the listed fields are copied. */
export function revisionContent(input: Omit<EstimateInput, 'clientId' | 'number' | 'lines'>, totals: DocumentTotals) {
  return {
    issueDate: input.issueDate,
    validUntil: input.validUntil,
    currency: input.currency,
    discount: input.discount,
    notes: input.notes,
    terms: input.terms,
    siteAddress: input.siteAddress,
    deposit: input.deposit,
    completionDate: input.completionDate,
    ...totalsFields(totals),
  };
}

/** Writes the lines of a revision with the figures priceEstimate gave each of them. */
export function createRevisionLines(tx: SqlEntityManager, accountId: string, revision: IEstimateRevision, input: LineItemInput[], totals: DocumentTotals): IEstimateLine[] {
  const fields = lineFields(input, totals);
  return fields.map((line, position) => tx.create(EstimateLine, { account: accountId, revision, optional: input[position]?.optional ?? false, ...line }));
}

/** A stored line as input again, to copy it into another revision or document. */
export function toLineInput(line: IEstimateLine): LineItemInput {
  return {
    description: line.description,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    unit: line.unit,
    taxes: line.taxes,
    discount: line.discount ?? null,
    optional: line.optional,
  };
}

export const staleEstimate = () =>
  new HttpError(409, 'stale_version', 'This estimate was changed by someone else. Reload it to see the changes, then edit again.');

/** Turns the unique index on (account, base number) into a 409 that names the field. */
export async function withUniqueEstimateNumber<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException && (error as { constraint?: string }).constraint === 'estimate_account_base_number_unique') {
      const message = 'Another estimate already has this number.';
      throw new HttpError(409, 'number_taken', message, { fields: { number: [message] } });
    }
    throw error;
  }
}
