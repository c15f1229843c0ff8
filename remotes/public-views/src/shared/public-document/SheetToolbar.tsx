import { Button } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import type { Toaster } from '@ledgerline/shell-sdk';
import { DownloadPdfButton } from '@ledgerline/documents/DownloadPdfButton.tsx';

/** Print and Download PDF, above a sheet the client reads on its public link. */
export function SheetToolbar({ downloadPdf }: { downloadPdf: (notify: Toaster) => Promise<unknown> }) {
  return (
    <div className="toolbar">
      <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
        Print
      </Button>
      <DownloadPdfButton download={downloadPdf} />
    </div>
  );
}
