import { useCallback, useMemo, useState } from 'react';
import { Alert, Card, Col, ConfigProvider, Flex, Row, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { DocumentStatusTag, problemErrors, useSaveShortcut, useShell } from '@ledgerline/shell-sdk';
import { appPaths, localToday, type AccountSettings, type ChangeOrder } from '@ledgerline/contracts';
import { changeOrderQueryOptions, useSaveChangeOrder } from '@ledgerline/api-client';
import {
  ActivityList,
  DocumentHeader,
  incompleteLines,
  isStaleVersion,
  LineEditor,
  NotesFields,
  StaleVersionAlert,
  TotalsPanel,
  UnsavedChangesGuard,
  useDocumentDraft,
} from '@ledgerline/document-editor';
import { JobPanel } from '../../../shared/JobPanel.tsx';
import { SignatureBlock } from '../../../shared/SignatureBlock.tsx';
import { SendChangeOrderDialog } from '../send/SendChangeOrderDialog.tsx';
import { changeOrderActs } from './change-order-acts.ts';
import { changeOrderToDraft, newChangeOrderDraft, readChangeOrderDraft, type ChangeOrderDraft } from './change-order-draft.ts';
import type { ChangeOrderParent } from './change-order-parent.ts';
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
  const { toast } = useShell();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const read = useCallback((draft: ChangeOrderDraft) => readChangeOrderDraft(draft, parent.taxMode), [parent.taxMode]);
  const { draft, setDraft, reading, errors, isDirty, markSaved, setServerErrors, revealErrors } = useDocumentDraft(
    changeOrder ? changeOrderToDraft(changeOrder) : newChangeOrderDraft(parent, localToday()),
    read,
  );
  const saveChangeOrder = useSaveChangeOrder();
  const commands = useChangeOrderCommands(
    () => markSaved(draft),
    (replaced) => markSaved(changeOrderToDraft(replaced)),
  );
  const [conflict, setConflict] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);
  const [voiding, setVoiding] = useState(false);
  const acts = changeOrderActs(changeOrder);
  const readOnly = !acts.editable;
  const incomplete = useMemo(() => incompleteLines(draft, reading.errors), [draft, reading.errors]);

  async function save(): Promise<ChangeOrder | null> {
    revealErrors();
    if (!reading.input) {
      toast.error('Check the highlighted fields', 'Some fields need your attention before the change order can be saved.');
      return null;
    }
    try {
      const saved = await saveChangeOrder.mutateAsync(changeOrder ? { id: changeOrder.id, version: changeOrder.version, input: reading.input } : { input: reading.input });
      markSaved(changeOrderToDraft(saved));
      toast.success('Change order saved', saved.number);
      if (!changeOrder) {
        onCreated(saved.id);
        navigate(appPaths.changeOrder(saved.id), { replace: true });
      }
      return saved;
    } catch (error) {
      const problem = problemErrors(error);
      if (changeOrder && isStaleVersion(problem)) setConflict(problem.message);
      else {
        setServerErrors(problem.fields);
        toast.error('The change order could not be saved', problem.message);
      }
      return null;
    }
  }

  // Ctrl/Cmd+S saves here instead of opening Settings; a sent or closed change order has nothing to save.
  useSaveShortcut(() => {
    if (!readOnly && !saveChangeOrder.isPending) void save();
  });

  async function reload() {
    if (!changeOrder) return;
    const fresh = await queryClient.fetchQuery({ ...changeOrderQueryOptions(changeOrder.id), staleTime: 0 });
    markSaved(changeOrderToDraft(fresh));
    setConflict(null);
  }

  /** Sending saves first, then shows the link to hand to the client. */
  async function send() {
    const saved = !changeOrder || isDirty() ? await save() : changeOrder;
    if (!saved) return;
    const sent = await commands.sendIt(saved);
    if (sent) setSharing(true);
  }

  const closed = changeOrder && CLOSED[changeOrder.status];
  return (
    <Flex vertical gap={16}>
      <UnsavedChangesGuard kind="change_order" isDirty={isDirty} />
      <DocumentHeader kind="change_order" document={changeOrder} status={changeOrder && <DocumentStatusTag kind="change_order" status={changeOrder.status} />} />
      {conflict && <StaleVersionAlert kind="change_order" message={conflict} onReload={() => void reload()} />}
      <ChangeOrderActions
        changeOrder={changeOrder}
        acts={acts}
        saving={saveChangeOrder.isPending}
        busy={commands.busy}
        onSave={() => void save()}
        onSend={() => void send()}
        onShare={() => setSharing(true)}
        onVoid={() => setVoiding(true)}
        onInvoice={() => changeOrder && void commands.invoiceIt(changeOrder)}
        onRotateLink={() => changeOrder && void commands.rotateLink(changeOrder)}
        onRevokeLink={() => changeOrder && void commands.revokeLink(changeOrder)}
        onDelete={() => changeOrder && void commands.deleteIt(changeOrder)}
      />
      {closed && <Alert type={changeOrder.status === 'approved' ? 'success' : 'info'} showIcon title={closed} description={changeOrder.closingReason ? `Reason: ${changeOrder.closingReason}` : undefined} />}
      {changeOrder?.status === 'sent' && <Alert type="info" showIcon title="Sent to the client, who approves exactly what was sent." description="To change it, void it and write a new change order." />}
      {changeOrder?.invoice && (
        <Typography.Text>
          Invoiced on <Link to={appPaths.invoice(changeOrder.invoice.id)}>{changeOrder.invoice.number}</Link>.
        </Typography.Text>
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <ConfigProvider componentDisabled={readOnly}>
            <Flex vertical gap={16}>
              <Card size="small" title="Change">
                <ChangeOrderFields draft={draft} parent={parent} errors={errors} onChange={setDraft} />
              </Card>
              <Card size="small" title="Lines">
                <Typography.Paragraph type="secondary">Work taken out is a line with a negative quantity or price.</Typography.Paragraph>
                <LineEditor lines={draft.lines} currency={draft.currency} amounts={reading.lineAmounts} taxRates={settings.taxRates} errors={errors} incomplete={incomplete} onChange={(lines) => setDraft({ ...draft, lines })} />
              </Card>
              <Card size="small" title="Notes and terms">
                <NotesFields kind="change_order" draft={draft} errors={errors} onChange={setDraft} />
              </Card>
            </Flex>
          </ConfigProvider>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            <Card size="small" title="Totals">
              <TotalsPanel totals={reading.totals} totalsError={reading.totalsError} incomplete={incomplete.size > 0} currency={draft.currency} taxMode={parent.taxMode} negativeAllowed />
            </Card>
            <Card size="small" title="Cost and schedule">
              <ChangeOrderImpact costDelta={reading.totals?.total ?? null} daysDelta={draft.daysDelta} currency={draft.currency} job={parent.job} approved={changeOrder?.status === 'approved'} />
            </Card>
            {parent.job && (
              <Card size="small" title={`Job of ${parent.estimate.number}`}>
                <JobPanel job={parent.job} />
              </Card>
            )}
            {changeOrder?.signature && (
              <Card size="small" title="Approval signature">
                <SignatureBlock signature={changeOrder.signature} />
              </Card>
            )}
            {changeOrder && (
              <Card size="small" title="Activity">
                <ActivityList activity={changeOrder.activity} />
              </Card>
            )}
          </Flex>
        </Col>
      </Row>
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
    </Flex>
  );
}
