import { PdfDownloadButton } from '../features/invoices/pdf/PdfDownloadButton.tsx';

/** The exposed PDF generator: the editor's Download PDF button, which loads React-PDF only when clicked. */
export default PdfDownloadButton;
