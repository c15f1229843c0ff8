import { useState } from 'react';
import { useShell } from '@ledgerline/shell-sdk';
import type { Invoice } from '@ledgerline/contracts';
import { downloadDocumentPdf } from '@ledgerline/documents/download-document-pdf.ts';

/** Downloads the saved invoice's PDF as the server renders it: the same bytes its client and its email get. */
export function useInvoicePdf() {
  const { toast } = useShell();
  const [busy, setBusy] = useState(false);

  async function download(invoice: Invoice) {
    setBusy(true);
    try {
      return await downloadDocumentPdf({ kind: 'invoice', number: invoice.number, id: invoice.id }, toast);
    } finally {
      setBusy(false);
    }
  }

  return { download, busy };
}
