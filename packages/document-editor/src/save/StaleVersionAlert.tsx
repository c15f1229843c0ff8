import { Alert, Button } from 'antd';
import { DOCUMENT_KIND_LABELS, type DocumentKind } from '@ledgerline/contracts';

interface StaleVersionAlertProps {
  kind: DocumentKind;
  /** The server's sentence about the conflict. */
  message: string;
  onReload(): void;
}

/** Someone saved the document after it was opened here: reloading takes their version, dropping the edits made here. */
export function StaleVersionAlert({ kind, message, onReload }: StaleVersionAlertProps) {
  const noun = DOCUMENT_KIND_LABELS[kind].toLowerCase();
  return (
    <Alert
      type="error"
      showIcon
      title={`Someone else saved this ${noun} after you opened it.`}
      description={`${message} Reloading replaces your unsaved changes here with the saved version.`}
      action={<Button onClick={onReload}>Reload {noun}</Button>}
    />
  );
}
