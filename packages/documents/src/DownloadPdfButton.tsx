import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useShell, type Toaster } from '@ledgerline/shell-sdk';

interface DownloadPdfButtonProps {
  /** Loads the PDF renderer and delivers the document; it reports its own failures through the toasts. */
  download: (notify: Toaster) => Promise<unknown>;
  label?: string;
}

/** Loads the PDF renderer only when asked: it is large and most visitors only read the page. */
export function DownloadPdfButton({ download, label = 'Download PDF' }: DownloadPdfButtonProps) {
  const { toast } = useShell();
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      await download(toast);
    } catch {
      // Only loading the renderer can fail here: the documents package reports its own failures.
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
