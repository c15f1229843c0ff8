import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { DocumentStatusTag } from '@ledgerline/documents/DocumentStatusTag.tsx';
import { appPaths, localToday, type AccountSettings, type ChangeOrder } from '@ledgerline/contracts';
import { changeOrderQueryOptions, useEmailChangeOrder, useSaveChangeOrder } from '@ledgerline/api-client';
import {
  DocumentEditorLayout,
  ExchangeRatePanel,
  incompleteLines,
  LineEditor,
  NotesFields,
  SendDocumentDialog,
  TemplatePicker,
  TotalsPanel,
  useDocumentDraft,
  useDocumentSave,
} from '@ledgerline/document-editor';
import { JobPanel } from '../../../shared/JobPanel.tsx';
import { SignatureBlock } from '../../../shared/SignatureBlock.tsx';
import { SendChangeOrderDialog } from '../send/SendChangeOrderDialog.tsx';
import { changeOrderActs } from './change-order-acts.ts';
import { changeOrderToDraft, newChangeOrderDraft, readChangeOrderDraft, type ChangeOrderDraft } from './change-order-draft.ts';
import type { ChangeOrderParent } from './change-order-parent.ts';
import { EstimateLineChangeModal } from './EstimateLineChangeModal.tsx';
import { ChangeOrderActions } from './ChangeOrderActions.tsx';
import { ChangeOrderFields } from './ChangeOrderFields.tsx';
import { ChangeOrderImpact } from './ChangeOrderImpact.tsx';
import { useChangeOrderCommands } from './use-change-order-commands.ts';
import { VoidChangeOrderModal } from './VoidChangeOrderModal.tsx';

interface ChangeOrderEditorFormProps {
  changeOrder: ChangeOrder | undefined;
  parent: ChangeOrderParent;
  settings: AccountSettings;
  onCreated(id: string): void;
}

const CLOSED: Partial<Record<ChangeOrder['status'], string>> = {
  approved: 'This change order is approved, so it is kept as the client signed it.',
  declined: 'The client declined this change order.',
  void: 'This change order is void.',
};

export function ChangeOrderEditorForm({ changeOrder, parent, settings, onCreated }: ChangeOrderEditorFormProps) {
  const read = useCallback((draft: ChangeOrderDraft) => readChangeOrderDraft(draft, parent.taxMode), [parent.taxMode]);
  const documentDraft = useDocumentDraft(
    changeOrder ? changeOrderToDraft(changeOrder) : newChangeOrderDraft(parent, localToday()),
    read,
  );
  const { draft, setDraft, reading, errors, isDirty, markSaved } = documentDraft;
  const commands = useChangeOrderCommands(
    () => markSaved(draft),
    (replaced) => markSaved(changeOrderToDraft(replaced)),
  );
  const [sharing, setSharing] = useState(false);
  // The saved change order being emailed: a new one is saved first, and keeps this form as its address moves.
  const [emailing, setEmailing] = useState<ChangeOrder | null>(null);
  const email = useEmailChangeOrder();
  const [voiding, setVoiding] = useState(false);
  const [changingLine, setChangingLine] = useState(false);
  const acts = changeOrderActs(changeOrder);
  const readOnly = !acts.editable;
  const { save, saveFirst, reload, conflict, saving } = useDocumentSave({
    kind: 'change_order',
    document: changeOrder,
    reading,
    draft: documentDraft,
    toDraft: changeOrderToDraft,
    mutation: useSaveChangeOrder(),
    queryOptions: changeOrderQueryOptions,
    readOnly,
    negativeAllowed: true,
    onCreated,
  });
  const incomplete = useMemo(() => incompleteLines(draft, reading.errors), [draft, reading.errors]);

  /** Sending saves first, then emails it from the send dialog. */
  async function send() {
    const saved = await saveFirst();
    if (saved) setEmailing(saved);
  }

  /** Marking it sent saves first, then shows the link to hand to the client another way. */
  async function markSent() {
    const saved = await saveFirst();
    if (!saved) return;
    const sent = await commands.sendIt(saved);
    if (sent) setSharing(true);
  }

  const closed = changeOrder && CLOSED[changeOrder.status];
  return (
    <DocumentEditorLayout
      kind="change_order"
      document={changeOrder}
      status={changeOrder && <DocumentStatusTag kind="change_order" status={changeOrder.status} />}
      isDirty={isDirty}
      conflict={conflict}
      onReload={() => void reload()}
      readOnly={readOnly}
      actions={
        <ChangeOrderActions
          changeOrder={changeOrder}
          acts={acts}
          saving={saving}
          busy={commands.busy}
          onSave={() => void save()}
          onSend={() => void send()}
          onMarkSent={() => void markSent()}
          onShare={() => setSharing(true)}
          onVoid={() => setVoiding(true)}
          onInvoice={() => changeOrder && void commands.invoiceIt(changeOrder)}
          onRotateLink={() => changeOrder && void commands.rotateLink(changeOrder)}
          onRevokeLink={() => changeOrder && void commands.revokeLink(changeOrder)}
          onDelete={() => changeOrder && void commands.deleteIt(changeOrder)}
        />
      }
      notices={
        <>
          {closed && <Alert type={changeOrder.status === 'approved' ? 'success' : 'info'} showIcon title={closed} description={changeOrder.closingReason ? `Reason: ${changeOrder.closingReason}` : undefined} />}
          {changeOrder?.status === 'sent' && <Alert type="info" showIcon title="Sent to the client, who approves exactly what was sent." description="To change it, void it and write a new change order." />}
          {changeOrder?.invoice && (
            <Typography.Text>
              Invoiced on <Link to={appPaths.invoice(changeOrder.invoice.id)}>{changeOrder.invoice.number}</Link>.
            </Typography.Text>
          )}
        </>
      }
      main={
        <>
          <Card size="small" title="Change">
            <ChangeOrderFields draft={draft} parent={parent} errors={errors} onChange={setDraft} />
          </Card>
          <Card size="small" title="Lines">
            <Flex justify="space-between" align="center" wrap gap="small" style={{ marginBottom: 12 }}>
              <Typography.Text type="secondary">Work taken out is a line with a negative quantity or price.</Typography.Text>
              {!readOnly && <Button onClick={() => setChangingLine(true)}>Change a line of the estimate</Button>}
            </Flex>
            <LineEditor lines={draft.lines} currency={draft.currency} amounts={reading.lineAmounts} taxRates={settings.taxRates} errors={errors} incomplete={incomplete} onChange={(lines) => setDraft({ ...draft, lines })} />
          </Card>
          <Card size="small" title="Notes and terms">
            <NotesFields kind="change_order" draft={draft} errors={errors} onChange={setDraft} />
          </Card>
          {changingLine && (
            <EstimateLineChangeModal
              estimateId={parent.estimate.id}
              currency={draft.currency}
              onAdd={(line) => {
                setDraft({ ...draft, lines: [...draft.lines.filter((existing) => existing.description.trim() !== '' || existing.unitPrice.trim() !== ''), line] });
                setChangingLine(false);
              }}
              onClose={() => setChangingLine(false)}
            />
          )}
        </>
      }
      side={
        <>
          <Card size="small" title="Totals">
            <TotalsPanel totals={reading.totals} totalsError={reading.totalsError} incomplete={incomplete.size > 0} currency={draft.currency} taxMode={parent.taxMode} negativeAllowed />
          </Card>
          <ExchangeRatePanel draft={draft} accountCurrency={settings.currency} total={reading.totals?.total ?? null} recorded={changeOrder?.exchangeRate ?? null} errors={errors} readOnly={readOnly} onChange={setDraft} />
          <TemplatePicker draft={draft} readOnly={readOnly} onChange={setDraft} />
          <Card size="small" title="Cost and schedule">
            <ChangeOrderImpact costDelta={reading.totals?.total ?? null} daysDelta={draft.daysDelta} currency={draft.currency} job={parent.job} approved={changeOrder?.status === 'approved'} />
          </Card>
          {parent.job && (
            <Card size="small" title={`Job of ${parent.estimate.number}`} extra={<Link to={appPaths.job(parent.estimate.id)}>Job page</Link>}>
              <JobPanel job={parent.job} />
            </Card>
          )}
          {changeOrder?.signature && (
            <Card size="small" title="Approval signature">
              <SignatureBlock signature={changeOrder.signature} />
            </Card>
          )}
        </>
      }
    >
      {emailing && <SendDocumentDialog kind="change_order" documentId={emailing.id} number={emailing.number} open onClose={() => setEmailing(null)} email={email} />}
      {changeOrder && <SendChangeOrderDialog changeOrderId={changeOrder.id} open={sharing} onClose={() => setSharing(false)} />}
      {changeOrder && (
        <VoidChangeOrderModal
          number={changeOrder.number}
          open={voiding}
          voiding={commands.voiding}
          onCancel={() => setVoiding(false)}
          onVoid={(reason) => void commands.voidWithReason(changeOrder, reason).then((done) => done && setVoiding(false))}
        />
      )}
    </DocumentEditorLayout>
  );
}
