import { changeOrderSchema } from '@ledgerline/contracts';
import { documentResource } from '../documents/document-resource.ts';
import { estimateKeys } from '../estimates/estimate-keys.ts';
import { changeOrderKeys } from './change-order-keys.ts';

/**
 * Change orders through the core's document resource; a change moves the estimate it belongs to (its
 * job's pending changes and its list of change orders), or every estimate when that is not known.
 */
const changeOrders = documentResource({
  kind: 'change_order',
  schema: changeOrderSchema,
  keys: changeOrderKeys,
  related: (changeOrder) => (changeOrder ? [estimateKeys.detail(changeOrder.estimate.id), estimateKeys.lists()] : [estimateKeys.all]),
});

export const requestChangeOrder = changeOrders.request;
export const useChangeOrderMutation = changeOrders.useDocumentMutation;
export const getChangeOrder = changeOrders.get;
export const changeOrderQueryOptions = changeOrders.detailQuery;
export const useChangeOrder = changeOrders.useOne;
export const sendChangeOrder = changeOrders.send;
export const useSendChangeOrder = changeOrders.useSend;
export const useEmailChangeOrder = changeOrders.useEmail;
export const changeChangeOrderLink = changeOrders.changeLink;
export const useChangeChangeOrderLink = changeOrders.useChangeLink;
/** Only a draft can be deleted; a sent one is voided instead, so its record stays. */
export const deleteChangeOrder = changeOrders.remove;
export const useDeleteChangeOrder = changeOrders.useDelete;
