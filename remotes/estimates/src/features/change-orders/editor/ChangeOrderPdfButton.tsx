import { useQueryClient } from '@tanstack/react-query';
import type { ChangeOrder } from '@ledgerline/contracts';
import { accountSettingsQueryOptions, clientQueryOptions } from '@ledgerline/api-client';
import { DownloadPdfButton } from '@ledgerline/documents/DownloadPdfButton.tsx';
import { toPublicChangeOrder } from '@ledgerline/documents/owner-copy/to-public-change-order.ts';

/**
 * The saved change order as a PDF: the document its client gets, with the owner's fuller signature
 * evidence (the signer's IP address) once approved. The renderer is loaded on the first click.
 */
export function ChangeOrderPdfButton({ changeOrder }: { changeOrder: ChangeOrder }) {
  const queryClient = useQueryClient();
  return (
    <DownloadPdfButton
      download={async (notify) => {
        const [client, settings, { downloadChangeOrderPdf }] = await Promise.all([
          queryClient.fetchQuery(clientQueryOptions(changeOrder.client.id)),
          queryClient.fetchQuery(accountSettingsQueryOptions),
          import('@ledgerline/documents/download-change-order-pdf.tsx'),
        ]);
        return downloadChangeOrderPdf(toPublicChangeOrder(changeOrder, client, settings), notify, { signature: changeOrder.signature });
      }}
    />
  );
}
