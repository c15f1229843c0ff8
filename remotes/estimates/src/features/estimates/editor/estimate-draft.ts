import {
  addDays,
  estimateInputSchema,
  type AccountSettings,
  type Address,
  type DepositRequest,
  type Estimate,
  type EstimateInput,
  type TaxMode,
} from '@ledgerline/contracts';
import {
  documentToDraft,
  minorToInputText,
  newDocumentDraft,
  parseMoneyText,
  readDocumentDraft,
  type DocumentDraft,
  type DraftReading,
} from '@ledgerline/document-editor';

/** A deposit as typed: none, a percentage of the total, or an amount; the value stays text until read. */
export interface DepositDraft {
  type: 'none' | DepositRequest['type'];
  value: string;
}

/** An estimate as the editor holds it: the draft every document has, plus the estimate's own fields. */
export interface EstimateDraft extends DocumentDraft {
  validUntil: string;
  /** The planned completion of the work, or null when none is planned yet. */
  completionDate: string | null;
  deposit: DepositDraft;
  /** The job's name, printed on every document of the job. */
  jobTitle: string;
  /** Where the work is done, when it is not the client's billing address. */
  siteAddress: Address | null;
  /** The optional lines the client chose on acceptance (by line key): they count in the totals. Never sent. */
  chosenOptionalLineIds: string[];
}

export const EMPTY_ADDRESS: Address = { line1: '', line2: '', city: '', region: '', postalCode: '', country: '' };
const NO_DEPOSIT: DepositDraft = { type: 'none', value: '' };

/** A new estimate starts from the account's currency, notes and terms, valid for the account's usual days. */
export function newEstimateDraft(settings: AccountSettings, today: string): EstimateDraft {
  return { ...newDocumentDraft(settings, today), validUntil: addDays(today, settings.estimateValidityDays), completionDate: null, deposit: NO_DEPOSIT, jobTitle: '', siteAddress: null, chosenOptionalLineIds: [] };
}

function depositDraft(deposit: DepositRequest | null, currency: string): DepositDraft {
  if (!deposit) return NO_DEPOSIT;
  return deposit.type === 'percent' ? { type: 'percent', value: deposit.value } : { type: 'amount', value: minorToInputText(deposit.value, currency) };
}

export function estimateToDraft(estimate: Estimate): EstimateDraft {
  return {
    ...documentToDraft(estimate),
    validUntil: estimate.validUntil.slice(0, 10),
    completionDate: estimate.completionDate,
    deposit: depositDraft(estimate.deposit, estimate.currency),
    jobTitle: estimate.jobTitle,
    siteAddress: estimate.siteAddress,
    chosenOptionalLineIds: estimate.chosenOptionalLineIds,
  };
}

/** The deposit for the API; an amount that is no amount is reported at `deposit.value` instead. */
export function readDeposit(draft: EstimateDraft): { deposit: DepositRequest | null; error?: string } {
  const { type, value } = draft.deposit;
  if (type === 'none') return { deposit: null };
  if (type === 'percent') return { deposit: { type, value: value.trim() } };
  const amount = parseMoneyText(value, draft.currency);
  return amount.ok ? { deposit: { type, value: amount.minor } } : { deposit: null, error: amount.message };
}

export function readEstimateDraft(draft: EstimateDraft, taxMode: TaxMode): DraftReading<EstimateInput> {
  const { deposit, error } = readDeposit(draft);
  const own = { validUntil: draft.validUntil, completionDate: draft.completionDate, jobTitle: draft.jobTitle, siteAddress: draft.siteAddress, deposit };
  const reading = readDocumentDraft(draft, { taxMode }, estimateInputSchema, own, new Set(draft.chosenOptionalLineIds));
  if (error === undefined) return reading;
  return { ...reading, input: null, errors: { ...reading.errors, 'deposit.value': error } };
}
