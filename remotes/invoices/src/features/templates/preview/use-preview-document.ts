import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  accountSettingsQueryOptions,
  changeOrderQueryOptions,
  clientQueryOptions,
  estimateQueryOptions,
  invoiceQueryOptions,
} from '@ledgerline/api-client';
import { toPublicChangeOrder } from '@ledgerline/documents/owner-copy/to-public-change-order.ts';
import { toPublicEstimate } from '@ledgerline/documents/owner-copy/to-public-estimate.ts';
import { toPublicInvoice } from '../../../shared/to-public-invoice.ts';
import type { PreviewDocument, PreviewPick } from './preview-document.ts';

/** The picked document as its client sees it: the owner's copy, its client and the business, put together as the PDF does. */
async function loadPreviewDocument(queryClient: QueryClient, pick: PreviewPick): Promise<PreviewDocument> {
  const settings = await queryClient.fetchQuery(accountSettingsQueryOptions);
  switch (pick.kind) {
    case 'invoice': {
      const invoice = await queryClient.fetchQuery(invoiceQueryOptions(pick.id));
      const client = await queryClient.fetchQuery(clientQueryOptions(invoice.client.id));
      return { kind: 'invoice', document: toPublicInvoice(invoice, client, settings) };
    }
    case 'estimate': {
      const estimate = await queryClient.fetchQuery(estimateQueryOptions(pick.id));
      const client = await queryClient.fetchQuery(clientQueryOptions(estimate.client.id));
      return { kind: 'estimate', document: toPublicEstimate(estimate, client, settings) };
    }
    case 'change_order': {
      const changeOrder = await queryClient.fetchQuery(changeOrderQueryOptions(pick.id));
      const client = await queryClient.fetchQuery(clientQueryOptions(changeOrder.client.id));
      return { kind: 'change_order', document: toPublicChangeOrder(changeOrder, client, settings) };
    }
  }
}

export function usePreviewDocument(pick: PreviewPick | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['template-preview', pick?.kind, pick?.id],
    queryFn: () => loadPreviewDocument(queryClient, pick as PreviewPick),
    enabled: pick !== null,
  });
}
