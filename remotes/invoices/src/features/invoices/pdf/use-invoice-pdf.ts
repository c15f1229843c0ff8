import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useShell } from '@ledgerline/shell-sdk';
import type { Invoice } from '@ledgerline/contracts';
import { accountSettingsQueryOptions, clientQueryOptions } from '@ledgerline/api-client';
import { toPublicInvoice } from './to-public-invoice.ts';

/**
 * Downloads an invoice as a PDF. React-PDF and the document are imported only on the first click, so
 * they never weigh on the editor's first paint.
 */
export function useInvoicePdf() {
  const { toast } = useShell();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function download(invoice: Invoice) {
    setBusy(true);
    try {
      const [client, settings, documents] = await Promise.all([
        queryClient.fetchQuery(clientQueryOptions(invoice.client.id)),
        queryClient.fetchQuery(accountSettingsQueryOptions),
        import('@ledgerline/documents/download-invoice-pdf.tsx'),
      ]);
      return await documents.downloadInvoicePdf(toPublicInvoice(invoice, client, settings), toast);
    } catch (error) {
      toast.error('Failed to download PDF', error instanceof Error ? error.message : undefined);
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { download, busy };
}
