import { useCallback, useMemo, useState } from 'react';
import { Alert, Card, ConfigProvider } from 'antd';
import { DocumentStatusTag } from '@ledgerline/documents/DocumentStatusTag.tsx';
import { INVOICE_FIELDS_OPEN_AFTER_ISSUE, INVOICE_FIELDS_OPEN_ON_JOB_INVOICE, isInvoiceIssued, INVOICE_ROLE_LABELS, JOB_BILLED_ROLES, linesFixedByJob, localToday, type AccountSettings, type Invoice } from '@ledgerline/contracts';
import { invoiceQueryOptions, useSaveInvoice } from '@ledgerline/api-client';
import {
  DocumentDetailsFields,
  DocumentDiscountField,
  DocumentEditorLayout,
  ExchangeRatePanel,
  TemplatePicker,
  incompleteLines,
  LineEditor,
  NotesFields,
  ShareLinkModal,
  TotalsPanel,
  useDocumentDraft,
  useDocumentSave,
  type KindDateField,
} from '@ledgerline/document-editor';
import { PaymentsList } from '../payments/PaymentsList.tsx';
import { RecordPaymentModal } from '../payments/RecordPaymentModal.tsx';
import { SendInvoiceDialog } from '../send/SendInvoiceDialog.tsx';
import { InvoiceActions } from './InvoiceActions.tsx';
import { CreditNoteDialog } from '../credit-notes/CreditNoteDialog.tsx';
import { CreditNotesCard } from '../credit-notes/CreditNotesCard.tsx';
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
  const taxMode = invoice?.taxMode ?? settings.taxMode;
  const layout = invoice?.layout;
  const read = useCallback((draft: InvoiceDraft) => readInvoiceDraft(draft, { taxMode, layout }), [taxMode, layout]);
  const documentDraft = useDocumentDraft(
    invoice ? invoiceToDraft(invoice) : newInvoiceDraft(settings, localToday()),
    read,
  );
  const { draft, setDraft, reading, errors, isDirty, markSaved } = documentDraft;
  const commands = useInvoiceCommands(() => markSaved(draft));
  const [paying, setPaying] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [crediting, setCrediting] = useState<'lines' | 'void' | null>(null);
  // The saved invoice being emailed: a new one is saved first, and keeps this form as its address moves.
  const [emailing, setEmailing] = useState<Invoice | null>(null);
  const dirty = isDirty();
  const readOnly = invoice?.status === 'void';
  // What an issued invoice bills is a record: its lines and money are kept as the client got them.
  const issued = invoice !== undefined && !readOnly && isInvoiceIssued(invoice.status);
  // A pay application's, a release's or a job's final invoice bills what the job recorded, even as a draft.
  const billedByJob = invoice !== undefined && linesFixedByJob(invoice.source?.role, invoice.layout);
  const { save, saveFirst, reload, conflict, saving } = useDocumentSave({
    kind: 'invoice',
    document: invoice,
    reading,
    draft: documentDraft,
    toDraft: invoiceToDraft,
    mutation: useSaveInvoice(),
    queryOptions: invoiceQueryOptions,
    readOnly,
    onCreated,
  });
  const incomplete = useMemo(() => incompleteLines(draft, reading.errors), [draft, reading.errors]);

  async function send() {
    const saved = await saveFirst();
    if (saved) setEmailing(saved);
  }

  /** Marking it sent saves first, then shows the link to hand to the client another way. */
  async function markSent() {
    const saved = await saveFirst();
    if (saved && (await commands.markSent(saved))) setSharing(true);
  }

  return (
    <DocumentEditorLayout
      kind="invoice"
      document={invoice}
      status={invoice && <DocumentStatusTag kind="invoice" status={invoice.status} overdue={invoice.overdue} />}
      isDirty={isDirty}
      conflict={conflict}
      onReload={() => void reload()}
      readOnly={readOnly}
      actions={
        <InvoiceActions
          invoice={invoice}
          dirty={dirty}
          saving={saving}
          busy={commands.busy}
          onSave={() => void save()}
          onSend={() => void send()}
          onMarkSent={() => void markSent()}
          onRecordPayment={() => setPaying(true)}
          onShare={() => setSharing(true)}
          onDuplicate={() => invoice && void commands.duplicateIt(invoice)}
          onRotateLink={() => invoice && void commands.rotateLink(invoice)}
          onRevokeLink={() => invoice && void commands.revokeLink(invoice)}
          onVoid={() => invoice && (issued ? setCrediting('void') : void commands.voidDraft(invoice))}
          onCreditNote={() => setCrediting('lines')}
          onDelete={() => invoice && void commands.deleteIt(invoice)}
        />
      }
      notices={
        <>
          {readOnly && <Alert type="info" showIcon title="This invoice is void, so it can no longer be changed." />}
          {billedByJob && !issued && !readOnly && invoice.source && <JobInvoiceNotice source={invoice.source} />}
          {issued && (
            <Alert
              type="info"
              showIcon
              title={`Invoice ${invoice.number} has been issued, so what it bills stays as the client received it.`}
              description="You can still change its due date, notes, terms and template. To correct what it bills, issue a credit note."
            />
          )}
        </>
      }
      main={
        <>
          <Card size="small" title="Details">
            <DocumentDetailsFields
              kind="invoice"
              draft={draft}
              errors={errors}
              isNew={!invoice}
              clientLabel={invoice?.client.name}
              dates={INVOICE_DATES}
              openFields={issued ? INVOICE_FIELDS_OPEN_AFTER_ISSUE : billedByJob ? INVOICE_FIELDS_OPEN_ON_JOB_INVOICE : undefined}
              onChange={setDraft}
            />
          </Card>
          <Card size="small" title="Lines">
            <ConfigProvider componentDisabled={readOnly || issued || billedByJob}>
              <LineEditor
                lines={draft.lines}
                currency={draft.currency}
                amounts={reading.lineAmounts}
                taxRates={settings.taxRates}
                errors={errors}
                incomplete={incomplete}
                layout={invoice?.layout}
                onChange={(lines) => setDraft({ ...draft, lines })}
              />
              <DocumentDiscountField kind="invoice" draft={draft} errors={errors} onChange={setDraft} scope={discountScope(invoice)} />
            </ConfigProvider>
          </Card>
          <Card size="small" title="Notes and terms">
            <NotesFields kind="invoice" draft={draft} errors={errors} onChange={setDraft} />
          </Card>
        </>
      }
      side={
        <>
          <Card size="small" title="Totals">
            <TotalsPanel
              // A job's invoice keeps its lines as stored, taxed with what earlier invoices billed of them: its own totals are the ones.
              totals={billedByJob ? { ...invoice.totals, lines: [] } : reading.totals}
              totalsError={reading.totalsError}
              incomplete={incomplete.size > 0}
              currency={draft.currency}
              taxMode={taxMode}
              amountPaid={invoice && !dirty ? invoice.amountPaid : undefined}
              balance={invoice && !dirty ? invoice.balance : undefined}
              credited={invoice?.amountCredited}
              returned={invoice?.amountReturned}
            />
          </Card>
          <ExchangeRatePanel draft={draft} accountCurrency={settings.currency} total={reading.totals?.total ?? null} recorded={invoice?.exchangeRate ?? null} errors={errors} readOnly={readOnly || issued} onChange={setDraft} />
          <TemplatePicker draft={draft} readOnly={readOnly} onChange={setDraft} />
          {invoice && (
            <Card size="small" title="Payments">
              <PaymentsList invoice={invoice} />
            </Card>
          )}
          {invoice && invoice.creditNotes.length > 0 && <CreditNotesCard invoice={invoice} />}
        </>
      }
    >
      {invoice && paying && <RecordPaymentModal invoice={invoice} open={paying} onClose={() => setPaying(false)} />}
      {invoice && <ShareLinkModal open={sharing} onClose={() => setSharing(false)} kind="invoice" document={invoice} changeLink={commands.changeLink} />}
      {invoice && crediting && <CreditNoteDialog invoice={invoice} voiding={crediting === 'void'} onClose={() => setCrediting(null)} />}
      {emailing && <SendInvoiceDialog invoiceId={emailing.id} number={emailing.number} open onClose={() => setEmailing(null)} />}
    </DocumentEditorLayout>
  );
}

/** Why a job's invoice keeps its lines even as a draft, and how to correct what it bills. */
function JobInvoiceNotice({ source }: { source: NonNullable<Invoice['source']> }) {
  const staged = JOB_BILLED_ROLES.includes(source.role);
  return (
    <Alert
      type="info"
      showIcon
      title={
        staged
          ? `This invoice bills a ${INVOICE_ROLE_LABELS[source.role].toLowerCase()} of estimate ${source.number}, so its lines stay as the job recorded them.`
          : `This invoice bills estimate ${source.number} as signed, with its change orders and deposits, so its lines and discount stay as the job recorded them.`
      }
      description={`You can change its number, dates, notes, terms and template. ${staged ? 'Correct what it bills on the next pay application' : 'Bill more through a change order'}, or with a credit note once it is issued.`}
    />
  );
}

/** Which lines a job's final invoice's discount takes: the estimate's, as the client signed it. */
function discountScope(invoice: Invoice | undefined): string | undefined {
  const discountLines = invoice?.layout.discountLines;
  if (invoice?.source == null || discountLines == null) return undefined;
  return `On the ${discountLines === 1 ? 'first line' : `first ${discountLines} lines`}, estimate ${invoice.source.number}’s, as the client signed it.`;
}
