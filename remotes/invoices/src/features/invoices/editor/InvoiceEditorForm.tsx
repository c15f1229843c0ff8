import { useCallback, useMemo, useState } from 'react';
import { Alert, Card, Col, ConfigProvider, Flex, Row } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { DocumentStatusTag, problemErrors, useSaveShortcut, useShell } from '@ledgerline/shell-sdk';
import { appPaths, localToday, totalRuleProblem, type AccountSettings, type Invoice } from '@ledgerline/contracts';
import { invoiceQueryOptions, useSaveInvoice } from '@ledgerline/api-client';
import {
  ActivityList,
  DocumentDetailsFields,
  DocumentDiscountField,
  DocumentHeader,
  incompleteLines,
  isStaleVersion,
  LineEditor,
  NotesFields,
  StaleVersionAlert,
  TotalsPanel,
  UnsavedChangesGuard,
  useDocumentDraft,
  type KindDateField,
} from '@ledgerline/document-editor';
import { PaymentsList } from '../payments/PaymentsList.tsx';
import { RecordPaymentModal } from '../payments/RecordPaymentModal.tsx';
import { InvoiceActions } from './InvoiceActions.tsx';
import { InvoicePublicLink } from './InvoicePublicLink.tsx';
import { invoiceToDraft, newInvoiceDraft, readInvoiceDraft, type InvoiceDraft } from './invoice-draft.ts';
import { useInvoiceCommands } from './use-invoice-commands.ts';

const INVOICE_DATES: readonly KindDateField<InvoiceDraft>[] = [{ field: 'dueDate', label: 'Due date' }];

interface InvoiceEditorFormProps {
  invoice: Invoice | undefined;
  settings: AccountSettings;
  /** A new invoice was saved for the first time, just before the address moves to its edit page. */
  onCreated(id: string): void;
}

export function InvoiceEditorForm({ invoice, settings, onCreated }: InvoiceEditorFormProps) {
  const { toast } = useShell();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const taxMode = invoice?.taxMode ?? settings.taxMode;
  const read = useCallback((draft: InvoiceDraft) => readInvoiceDraft(draft, taxMode), [taxMode]);
  const { draft, setDraft, reading, errors, isDirty, markSaved, setServerErrors, revealErrors } = useDocumentDraft(
    invoice ? invoiceToDraft(invoice) : newInvoiceDraft(settings, localToday()),
    read,
  );
  const saveInvoice = useSaveInvoice();
  const commands = useInvoiceCommands(() => markSaved(draft));
  const [conflict, setConflict] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const dirty = isDirty();
  const readOnly = invoice?.status === 'void';
  const incomplete = useMemo(() => incompleteLines(draft, reading.errors), [draft, reading.errors]);

  async function save(): Promise<Invoice | null> {
    revealErrors();
    if (!reading.input) {
      toast.error('Check the highlighted fields', 'Some fields need your attention before the invoice can be saved.');
      return null;
    }
    const totalProblem = reading.totals && totalRuleProblem(reading.totals);
    if (totalProblem) {
      toast.error('The invoice could not be saved', totalProblem);
      return null;
    }
    try {
      const saved = await saveInvoice.mutateAsync(invoice ? { id: invoice.id, version: invoice.version, input: reading.input } : { input: reading.input });
      markSaved(invoiceToDraft(saved));
      toast.success('Invoice saved', saved.number);
      if (!invoice) {
        onCreated(saved.id);
        navigate(appPaths.invoice(saved.id), { replace: true });
      }
      return saved;
    } catch (error) {
      const problem = problemErrors(error);
      if (invoice && isStaleVersion(problem)) setConflict(problem.message);
      else {
        setServerErrors(problem.fields);
        toast.error('The invoice could not be saved', problem.message);
      }
      return null;
    }
  }

  // Ctrl/Cmd+S saves here instead of opening Settings; a void invoice has nothing to save.
  useSaveShortcut(() => {
    if (!readOnly && !saveInvoice.isPending) void save();
  });

  async function reload() {
    if (!invoice) return;
    const fresh = await queryClient.fetchQuery({ ...invoiceQueryOptions(invoice.id), staleTime: 0 });
    markSaved(invoiceToDraft(fresh));
    setConflict(null);
  }

  async function markSent() {
    const saved = !invoice || isDirty() ? await save() : invoice;
    if (saved) await commands.markSent(saved);
  }

  return (
    <Flex vertical gap={16}>
      <UnsavedChangesGuard kind="invoice" isDirty={isDirty} />
      <DocumentHeader kind="invoice" document={invoice} status={invoice && <DocumentStatusTag kind="invoice" status={invoice.status} overdue={invoice.overdue} />} />
      {conflict && <StaleVersionAlert kind="invoice" message={conflict} onReload={() => void reload()} />}
      <InvoiceActions
        invoice={invoice}
        dirty={dirty}
        saving={saveInvoice.isPending}
        busy={commands.busy}
        onSave={() => void save()}
        onMarkSent={() => void markSent()}
        onRecordPayment={() => setPaying(true)}
        onCopyLink={() => invoice && void commands.copyLink(invoice)}
        onDuplicate={() => invoice && void commands.duplicateIt(invoice)}
        onRotateLink={() => invoice && void commands.rotateLink(invoice)}
        onRevokeLink={() => invoice && void commands.revokeLink(invoice)}
        onVoid={() => invoice && void commands.voidIt(invoice)}
        onDelete={() => invoice && void commands.deleteIt(invoice)}
      />
      {readOnly && <Alert type="info" showIcon title="This invoice is void, so it can no longer be changed." />}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          {/* A void invoice is kept as it was: every field and line button is disabled. */}
          <ConfigProvider componentDisabled={readOnly}>
            <Flex vertical gap={16}>
              <Card size="small" title="Details">
                <DocumentDetailsFields kind="invoice" draft={draft} errors={errors} isNew={!invoice} clientLabel={invoice?.client.name} dates={INVOICE_DATES} onChange={setDraft} />
              </Card>
              <Card size="small" title="Lines">
                <LineEditor lines={draft.lines} currency={draft.currency} amounts={reading.lineAmounts} taxRates={settings.taxRates} errors={errors} incomplete={incomplete} onChange={(lines) => setDraft({ ...draft, lines })} />
                <DocumentDiscountField kind="invoice" draft={draft} errors={errors} onChange={setDraft} />
              </Card>
              <Card size="small" title="Notes and terms">
                <NotesFields kind="invoice" draft={draft} errors={errors} onChange={setDraft} />
              </Card>
            </Flex>
          </ConfigProvider>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            <Card size="small" title="Totals">
              <TotalsPanel
                totals={reading.totals}
                totalsError={reading.totalsError}
                incomplete={incomplete.size > 0}
                currency={draft.currency}
                taxMode={taxMode}
                amountPaid={invoice && !dirty ? invoice.amountPaid : undefined}
                balance={invoice && !dirty ? invoice.balance : undefined}
              />
            </Card>
            {invoice && <InvoicePublicLink invoice={invoice} />}
            {invoice && (
              <Card size="small" title="Payments">
                <PaymentsList invoice={invoice} />
              </Card>
            )}
            {invoice && (
              <Card size="small" title="Activity">
                <ActivityList activity={invoice.activity} />
              </Card>
            )}
          </Flex>
        </Col>
      </Row>
      {invoice && paying && <RecordPaymentModal invoice={invoice} open={paying} onClose={() => setPaying(false)} />}
    </Flex>
  );
}
