import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useShell } from '@ledgerline/shell-sdk';
import type { PublicInvoice } from '@ledgerline/contracts';

/** Loads the PDF renderer only when asked: it is large and most visitors only read the page. */
export function DownloadPdfButton({ invoice }: { invoice: PublicInvoice }) {
  const { toast } = useShell();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const { downloadInvoicePdf } = await import('@ledgerline/documents/download-invoice-pdf.tsx');
      await downloadInvoicePdf(invoice, toast);
    } catch {
      // Only loading the renderer can fail here: downloadInvoicePdf reports its own failures.
      toast.error('Failed to download PDF', 'Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="primary" icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
      Download PDF
    </Button>
  );
}
