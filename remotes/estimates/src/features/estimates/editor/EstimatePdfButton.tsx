import { useQueryClient } from '@tanstack/react-query';
import type { Estimate } from '@ledgerline/contracts';
import { accountSettingsQueryOptions, clientQueryOptions } from '@ledgerline/api-client';
import { DownloadPdfButton } from '@ledgerline/documents/DownloadPdfButton.tsx';
import { toPublicEstimate } from '@ledgerline/documents/owner-copy/to-public-estimate.ts';

/**
 * The saved estimate as a PDF: the document its client gets, with the owner's fuller signature
 * evidence (the signer's IP address) once accepted. The renderer is loaded on the first click.
 */
export function EstimatePdfButton({ estimate }: { estimate: Estimate }) {
  const queryClient = useQueryClient();
  return (
    <DownloadPdfButton
      download={async (notify) => {
        const [client, settings, { downloadEstimatePdf }] = await Promise.all([
          queryClient.fetchQuery(clientQueryOptions(estimate.client.id)),
          queryClient.fetchQuery(accountSettingsQueryOptions),
          import('@ledgerline/documents/download-estimate-pdf.tsx'),
        ]);
        return downloadEstimatePdf(toPublicEstimate(estimate, client, settings), notify, { signature: estimate.signature });
      }}
    />
  );
}
