import { useCallback, useMemo, useState } from 'react';
import { Alert, Card, Col, ConfigProvider, Flex, Row } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { DocumentStatusTag, problemErrors, useSaveShortcut, useShell } from '@ledgerline/shell-sdk';
import { appPaths, localToday, totalRuleProblem, type AccountSettings, type Estimate } from '@ledgerline/contracts';
import { estimateQueryOptions, useSaveEstimate } from '@ledgerline/api-client';
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
import { JobPanel } from '../../../shared/JobPanel.tsx';
import { ShareLinkModal } from '../../../shared/ShareLinkModal.tsx';
import { SignatureBlock } from '../../../shared/SignatureBlock.tsx';
import { DeclineReason } from './DeclineReason.tsx';
import { DepositFields } from './DepositFields.tsx';
import { EstimateActions } from './EstimateActions.tsx';
import { EstimateChangeOrders } from './EstimateChangeOrders.tsx';
import { EstimateInvoices } from './EstimateInvoices.tsx';
import { estimateActs } from './estimate-acts.ts';
import { estimateToDraft, newEstimateDraft, readDeposit, readEstimateDraft, type EstimateDraft } from './estimate-draft.ts';
import { RevisionHistory } from './RevisionHistory.tsx';
import { SiteAndScheduleFields } from './SiteAndScheduleFields.tsx';
import { useEstimateCommands } from './use-estimate-commands.ts';

const ESTIMATE_DATES: readonly KindDateField<EstimateDraft>[] = [{ field: 'validUntil', label: 'Valid until' }];

interface EstimateEditorFormProps {
  estimate: Estimate | undefined;
  settings: AccountSettings;
  /** A new estimate was saved for the first time, just before the address moves to its edit page. */
  onCreated(id: string): void;
}

export function EstimateEditorForm({ estimate, settings, onCreated }: EstimateEditorFormProps) {
  const { toast } = useShell();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const taxMode = estimate?.taxMode ?? settings.taxMode;
  const read = useCallback((draft: EstimateDraft) => readEstimateDraft(draft, taxMode), [taxMode]);
  const { draft, setDraft, reading, errors, isDirty, markSaved, setServerErrors, revealErrors } = useDocumentDraft(
    estimate ? estimateToDraft(estimate) : newEstimateDraft(settings, localToday()),
    read,
  );
  const saveEstimate = useSaveEstimate();
  const commands = useEstimateCommands(
    () => markSaved(draft),
    (replaced) => markSaved(estimateToDraft(replaced)),
  );
  const [conflict, setConflict] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);
  const acts = estimateActs(estimate);
  const readOnly = !acts.editable;
  const incomplete = useMemo(() => incompleteLines(draft, reading.errors), [draft, reading.errors]);
  const chosen = useMemo(() => new Set(draft.chosenOptionalLineIds), [draft.chosenOptionalLineIds]);

  async function save(): Promise<Estimate | null> {
    revealErrors();
    if (!reading.input) {
      toast.error('Check the highlighted fields', 'Some fields need your attention before the estimate can be saved.');
      return null;
    }
    const totalProblem = reading.totals && totalRuleProblem(reading.totals);
    if (totalProblem) {
      toast.error('The estimate could not be saved', totalProblem);
      return null;
    }
    try {
      const saved = await saveEstimate.mutateAsync(estimate ? { id: estimate.id, version: estimate.version, input: reading.input } : { input: reading.input });
      markSaved(estimateToDraft(saved));
      toast.success('Estimate saved', saved.number);
      if (!estimate) {
        onCreated(saved.id);
        navigate(appPaths.estimate(saved.id), { replace: true });
      }
      return saved;
    } catch (error) {
      const problem = problemErrors(error);
      if (estimate && isStaleVersion(problem)) setConflict(problem.message);
      else {
        setServerErrors(problem.fields);
        toast.error('The estimate could not be saved', problem.message);
      }
      return null;
    }
  }

  // Ctrl/Cmd+S saves here instead of opening Settings; a locked estimate has nothing to save.
  useSaveShortcut(() => {
    if (!readOnly && !saveEstimate.isPending) void save();
  });

  async function reload() {
    if (!estimate) return;
    const fresh = await queryClient.fetchQuery({ ...estimateQueryOptions(estimate.id), staleTime: 0 });
    markSaved(estimateToDraft(fresh));
    setConflict(null);
  }

  /** Sending saves first, then shows the link to hand to the client. */
  async function send() {
    const saved = !estimate || isDirty() ? await save() : estimate;
    if (!saved) return;
    const sent = await commands.sendIt(saved);
    if (sent) setSharing(true);
  }

  const signature = estimate?.signature;
  return (
    <Flex vertical gap={16}>
      <UnsavedChangesGuard kind="estimate" isDirty={isDirty} />
      <DocumentHeader kind="estimate" document={estimate} status={estimate && <DocumentStatusTag kind="estimate" status={estimate.status} />} />
      {conflict && <StaleVersionAlert kind="estimate" message={conflict} onReload={() => void reload()} />}
      <EstimateActions
        estimate={estimate}
        acts={acts}
        saving={saveEstimate.isPending}
        busy={commands.busy}
        onSave={() => void save()}
        onSend={() => void send()}
        onShare={() => setSharing(true)}
        onRevise={() => estimate && void commands.reviseIt(estimate)}
        onConvert={(mode, deposit) => estimate && void commands.convertIt(estimate, mode, deposit)}
        onDuplicate={() => estimate && void commands.duplicateIt(estimate)}
        onRotateLink={() => estimate && void commands.rotateLink(estimate)}
        onRevokeLink={() => estimate && void commands.revokeLink(estimate)}
        onDelete={() => estimate && void commands.deleteIt(estimate)}
      />
      {readOnly && estimate && (
        <Alert
          type="info"
          showIcon
          title={`This estimate is ${estimate.status === 'declined' ? 'declined' : 'accepted'}, so it is locked.`}
          description={acts.revise ? 'Revise it to change it: the new revision needs the client to accept it again.' : undefined}
        />
      )}
      <DeclineReason estimate={estimate} />
      {estimate?.status === 'sent' && (
        <Alert type="info" showIcon title="This estimate is sent." description={`Saving a change to its lines, prices or terms starts revision ${estimate.revision + 1}, which you send again.`} />
      )}
      {estimate?.status === 'expired' && <Alert type="warning" showIcon title="This estimate has expired." description="Set a later valid-until date and send it again." />}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          {/* A locked estimate is kept as it was accepted: every field and line button is disabled. */}
          <ConfigProvider componentDisabled={readOnly}>
            <Flex vertical gap={16}>
              <Card size="small" title="Details">
                <DocumentDetailsFields kind="estimate" draft={draft} errors={errors} isNew={!estimate} clientLabel={estimate?.client.name} dates={ESTIMATE_DATES} onChange={setDraft} />
              </Card>
              <Card size="small" title="Lines">
                <LineEditor
                  lines={draft.lines}
                  currency={draft.currency}
                  amounts={reading.lineAmounts}
                  taxRates={settings.taxRates}
                  errors={errors}
                  incomplete={incomplete}
                  allowOptional
                  chosen={chosen}
                  onChange={(lines) => setDraft({ ...draft, lines })}
                />
                <DocumentDiscountField kind="estimate" draft={draft} errors={errors} onChange={setDraft} />
              </Card>
              <Card size="small" title="Deposit">
                <DepositFields draft={draft} errors={errors} request={readDeposit(draft).deposit} total={reading.totals?.total ?? null} onChange={setDraft} />
              </Card>
              <Card size="small" title="Site and schedule">
                <SiteAndScheduleFields draft={draft} errors={errors} onChange={setDraft} />
              </Card>
              <Card size="small" title="Notes and terms">
                <NotesFields kind="estimate" draft={draft} errors={errors} onChange={setDraft} />
              </Card>
            </Flex>
          </ConfigProvider>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            <Card size="small" title="Totals">
              <TotalsPanel totals={reading.totals} totalsError={reading.totalsError} incomplete={incomplete.size > 0} currency={draft.currency} taxMode={taxMode} />
            </Card>
            {estimate?.job && (
              <Card size="small" title="Job">
                <JobPanel job={estimate.job} />
              </Card>
            )}
            {signature && (
              <Card size="small" title={`Signed revision ${signature.revision}`}>
                <SignatureBlock signature={signature} />
              </Card>
            )}
            {estimate && (
              <Card size="small" title="Change orders">
                <EstimateChangeOrders estimate={estimate} />
              </Card>
            )}
            {estimate && (
              <Card size="small" title="Invoices">
                <EstimateInvoices estimate={estimate} />
              </Card>
            )}
            {estimate && (
              <Card size="small" title="Revisions">
                <RevisionHistory estimate={estimate} />
              </Card>
            )}
            {estimate && (
              <Card size="small" title="Activity">
                <ActivityList activity={estimate.activity} />
              </Card>
            )}
          </Flex>
        </Col>
      </Row>
      {estimate && <ShareLinkModal open={sharing} onClose={() => setSharing(false)} kind="estimate" document={estimate} purpose="review the estimate and accept or decline it" />}
    </Flex>
  );
}
