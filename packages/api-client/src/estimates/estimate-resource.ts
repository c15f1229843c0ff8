import { estimateSchema } from '@ledgerline/contracts';
import { changeOrderKeys } from '../change-orders/change-order-keys.ts';
import { documentResource } from '../documents/document-resource.ts';
import { estimateKeys } from './estimate-keys.ts';

/** Estimates through the core's document resource; the change order lists show the estimate's number. */
const estimates = documentResource({ kind: 'estimate', schema: estimateSchema, keys: estimateKeys, related: () => [changeOrderKeys.lists()] });

export const requestEstimate = estimates.request;
export const useEstimateMutation = estimates.useDocumentMutation;
export const getEstimate = estimates.get;
export const estimateQueryOptions = estimates.detailQuery;
export const useEstimate = estimates.useOne;
/** Marks it sent (again, for an expired one with a new valid-until), and emails it when `email` is given. */
export const sendEstimate = estimates.send;
export const useSendEstimate = estimates.useSend;
export const useEmailEstimate = estimates.useEmail;
export const changeEstimateLink = estimates.changeLink;
export const useChangeEstimateLink = estimates.useChangeLink;
/** Only a draft that was never sent can be deleted; otherwise the gateway answers 409. */
export const deleteEstimate = estimates.remove;
export const useDeleteEstimate = estimates.useDelete;
