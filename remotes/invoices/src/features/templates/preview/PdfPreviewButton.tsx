import { useEffect, useState } from 'react';
import { Button, Modal } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useShell } from '@ledgerline/shell-sdk';
import type { PreviewDocument } from './preview-document.ts';

/** Renders the previewed document's PDF on demand and shows it in a dialog. */
export function PdfPreviewButton({ viewed }: { viewed: PreviewDocument | undefined }) {
  const { toast } = useShell();
  const [busy, setBusy] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);

  async function open() {
    if (!viewed) return;
    setBusy(true);
    try {
      const { renderPreviewPdf } = await import('./render-preview-pdf.tsx');
      setUrl(URL.createObjectURL(await renderPreviewPdf(viewed)));
    } catch (error) {
      toast.error('The PDF preview could not be made', error instanceof Error ? error.message : undefined);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button icon={<FilePdfOutlined />} loading={busy} disabled={!viewed} onClick={() => void open()}>
        PDF preview
      </Button>
      <Modal title="PDF preview" open={url !== null} onCancel={() => setUrl(null)} footer={null} width={900} destroyOnHidden>
        {url && <iframe title="PDF preview" src={url} style={{ width: '100%', height: '75vh', border: 0 }} />}
      </Modal>
    </>
  );
}
