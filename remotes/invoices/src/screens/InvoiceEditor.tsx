import { useParams } from 'react-router-dom';
import { useAccountSettings, useInvoice } from '@ledgerline/api-client';
import { DocumentEditorGate } from '@ledgerline/document-editor';
import { InvoiceEditorForm } from '../features/invoices/editor/InvoiceEditorForm.tsx';

/** /invoices/create, /invoices/new and /invoices/edit/:id: one editor for new and saved invoices. */
export default function InvoiceEditor() {
  const { id } = useParams<{ id: string }>();
  const settings = useAccountSettings();
  const invoice = useInvoice(id);
  return (
    <DocumentEditorGate kind="invoice" id={id} document={invoice} settings={settings}>
      {({ document, ...props }) => <InvoiceEditorForm invoice={document} {...props} />}
    </DocumentEditorGate>
  );
}
