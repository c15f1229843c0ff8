import { Button, Tooltip } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import type { Invoice } from '@ledgerline/contracts';
import { useInvoicePdf } from './use-invoice-pdf.ts';

interface PdfDownloadButtonProps {
  invoice?: Invoice | undefined;
  /** Why the PDF cannot be made right now (unsaved changes, say); the button is disabled with this tip. */
  disabledReason?: string | undefined;
}

/** The PDF generator: a Download PDF button for the saved invoice, as the server renders it. */
export function PdfDownloadButton({ invoice, disabledReason }: PdfDownloadButtonProps) {
  const { download, busy } = useInvoicePdf();
  const reason = invoice === undefined ? 'Save the invoice to download it as a PDF.' : disabledReason;
  return (
    <Tooltip title={reason}>
      <Button icon={<FilePdfOutlined />} loading={busy} disabled={reason !== undefined} onClick={() => invoice && void download(invoice)}>
        Download PDF
      </Button>
    </Tooltip>
  );
}
