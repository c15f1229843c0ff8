import { useState } from 'react';
import { Alert, Button, Result } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { appPaths } from '@ledgerline/contracts';
import { useAccountSettings, useInvoice } from '@ledgerline/api-client';
import { FormSkeleton, problemErrors } from '@ledgerline/shell-sdk';
import { InvoiceEditorForm } from '../features/invoices/editor/InvoiceEditorForm.tsx';

/** /invoices/create, /invoices/new and /invoices/edit/:id: one editor for new and saved invoices. */
export default function InvoiceEditor() {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const settings = useAccountSettings();
  const invoice = useInvoice(id);
  const [createdHere, setCreatedHere] = useState<string>();

  if (invoice.isError) {
    const problem = problemErrors(invoice.error);
    if (problem.status === 404 || problem.status === 400) {
      return (
        <Result
          status="404"
          title="Invoice not found"
          subTitle="It may have been deleted, or the link is wrong."
          extra={<Button onClick={() => navigate(appPaths.invoices())}>Back to invoices</Button>}
        />
      );
    }
  }
  const failed = settings.error ?? invoice.error;
  if (failed) {
    return (
      <Alert
        type="error"
        showIcon
        title="The invoice could not be loaded."
        description={problemErrors(failed).message}
        action={<Button onClick={() => void Promise.all([settings.refetch(), id && invoice.refetch()])}>Try again</Button>}
      />
    );
  }
  if (!settings.data || (id !== undefined && !invoice.data)) return <FormSkeleton />;
  // A new key per invoice starts the editor afresh, so one invoice's typing never leaks into another.
  // The invoice this editor has just created keeps its form: the form already holds what was saved,
  // and a fresh one would drop what is typed while the address moves to its edit page.
  const formKey = id === undefined || id === createdHere ? 'new' : id;
  return <InvoiceEditorForm key={formKey} invoice={invoice.data} settings={settings.data} onCreated={setCreatedHere} />;
}
