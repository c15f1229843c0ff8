import type { SqlEntityManager } from '@mikro-orm/sql';
import type { DocumentTotals, EstimateInput, LineItemInput } from '@ledgerline/contracts';
import { canonicalJson } from '../document-core/signature.ts';
import { lineFields, lineInputOf, totalsFields } from '../document-core/totals.ts';
import { typedRateOf } from '../exchange-rates/document-rate.ts';
import { EstimateLine, type IEstimateLine } from './estimate-line.entity.ts';
import type { IEstimateRevision } from './estimate-revision.entity.ts';
import { numberTaken, refusingDuplicates, staleVersion } from '../document-core/write-refusals.ts';

/** What a revision holds of the input, beside its lines: only the listed fields are copied. */
export function revisionContent(input: Omit<EstimateInput, 'clientId' | 'number' | 'lines'>, totals: DocumentTotals) {
  return {
    issueDate: input.issueDate,
    validUntil: input.validUntil,
    currency: input.currency,
    discount: input.discount,
    notes: input.notes,
    terms: input.terms,
    jobTitle: input.jobTitle,
    siteAddress: input.siteAddress,
    deposit: input.deposit,
    completionDate: input.completionDate,
    ...totalsFields(totals),
  };
}

/** What a revision proposes to the client: its fields and lines, as input. */
export type Proposal = Omit<EstimateInput, 'clientId' | 'number'>;

/** A stored revision's proposal, to copy it into the next revision or compare an edit with it. */
export function storedProposal(revision: IEstimateRevision, lines: IEstimateLine[]): Proposal {
  return {
    issueDate: revision.issueDate,
    validUntil: revision.validUntil,
    currency: revision.currency,
    lines: lines.map(toLineInput),
    discount: revision.discount ?? null,
    notes: revision.notes,
    terms: revision.terms,
    jobTitle: revision.jobTitle,
    siteAddress: revision.siteAddress ?? null,
    deposit: revision.deposit ?? null,
    completionDate: revision.completionDate ?? null,
    exchangeRate: typedRateOf(revision),
  };
}

/**
 * What a client agrees to, as one canonical text: every field of the proposal but its dates (a new
 * valid-until date renews the same offer), the job's title (a name, not a term) and the update's
 * version and client, which are no part of it.
 */
function proposalText(proposal: Proposal): string {
  const { currency, lines, discount, notes, terms, siteAddress, deposit, completionDate } = proposal;
  return canonicalJson({ currency, lines: lines.map(toLineInput), discount, notes, terms, siteAddress, deposit, completionDate });
}

/** Whether two proposals offer the same: same lines in the same order, same terms and figures. */
export const sameOffer = (a: Proposal, b: Proposal): boolean => proposalText(a) === proposalText(b);

/** Writes the lines of a revision with the figures priceEstimate gave each of them. */
export function createRevisionLines(tx: SqlEntityManager, accountId: string, revision: IEstimateRevision, input: LineItemInput[], totals: DocumentTotals): IEstimateLine[] {
  const fields = lineFields(input, totals);
  return fields.map((line, position) => tx.create(EstimateLine, { account: accountId, revision, optional: input[position]?.optional ?? false, ...line }));
}

/** A stored line as input again, to copy it into another revision or document, or compare it. */
export const toLineInput = (line: IEstimateLine | LineItemInput): LineItemInput => lineInputOf(line, line.optional);

export const staleEstimate = () => staleVersion('estimate');

/** Turns the unique index on (account, base number) into a 409 that names the field. */
export const withUniqueEstimateNumber = <T>(work: () => Promise<T>): Promise<T> =>
  refusingDuplicates(work, { estimate_account_base_number_unique: () => numberTaken('estimate') });
