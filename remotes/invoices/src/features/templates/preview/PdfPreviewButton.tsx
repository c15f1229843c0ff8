import { useEffect, useState } from 'react';
import { Button, Modal } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { renderTemplatePreviewPdf } from '@ledgerline/api-client';
import type { TemplateSettings } from '@ledgerline/contracts';
import { problemErrors, useShell } from '@ledgerline/shell-sdk';
import type { PreviewPick } from './preview-document.ts';

type Props = { pick: PreviewPick | null; settings: TemplateSettings; templateId: string | null };

/** Asks the server for the previewed document's PDF with the settings as they are now, and shows it in a dialog. */
export function PdfPreviewButton({ pick, settings, templateId }: Props) {
  const { toast } = useShell();
  const [busy, setBusy] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );

  async function open() {
    if (!pick) return;
    setBusy(true);
    try {
      setUrl(URL.createObjectURL(await renderTemplatePreviewPdf(pick.kind, pick.id, { templateId, settings })));
    } catch (error) {
      toast.error('The PDF preview could not be made', problemErrors(error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button icon={<FilePdfOutlined />} loading={busy} disabled={!pick} onClick={() => void open()}>
        PDF preview
      </Button>
      <Modal title="PDF preview" open={url !== null} onCancel={() => setUrl(null)} footer={null} width={900} destroyOnHidden>
        {url && <iframe title="PDF preview" src={url} style={{ width: '100%', height: '75vh', border: 0 }} />}
      </Modal>
    </>
  );
}
