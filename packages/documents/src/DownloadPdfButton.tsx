import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useShell, type Toaster } from '@ledgerline/shell-sdk';

interface DownloadPdfButtonProps {
  /** Fetches and delivers the document's PDF; it reports its own failures through the toasts. */
  download: (notify: Toaster) => Promise<unknown>;
  label?: string;
}

/** A Download PDF button, busy while the PDF comes; the PDF is made only when asked. */
export function DownloadPdfButton({ download, label = 'Download PDF' }: DownloadPdfButtonProps) {
  const { toast } = useShell();
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      await download(toast);
    } catch {
      // downloadDocumentPdf reports its own failures; this catches a download callback that throws.
      toast.error('Failed to download PDF', 'Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="primary" icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      {label}
    </Button>
  );
}
