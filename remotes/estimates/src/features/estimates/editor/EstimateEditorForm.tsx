import { useCallback, useMemo, useState } from 'react';
import { Alert, Card, ConfigProvider } from 'antd';
import { Link } from 'react-router-dom';
import { DocumentStatusTag } from '@ledgerline/documents/DocumentStatusTag.tsx';
import { appPaths, localToday, type AccountSettings, type Estimate } from '@ledgerline/contracts';
import { estimateQueryOptions, useChangeEstimateLink, useSaveEstimate } from '@ledgerline/api-client';
import {
  DocumentDetailsFields,
  DocumentDiscountField,
  DocumentEditorLayout,
  ExchangeRatePanel,
  incompleteLines,
  type KindDateField,
  LineEditor,
  NotesFields,
  ShareLinkModal,
  TemplatePicker,
  TotalsPanel,
  useDocumentDraft,
  useDocumentSave,
} from '@ledgerline/document-editor';
import { JobPanel } from '../../../shared/JobPanel.tsx';
import { SendEstimateDialog } from '../send/SendEstimateDialog.tsx';
import { SignatureBlock } from '../../../shared/SignatureBlock.tsx';
import { DeclineReason } from './DeclineReason.tsx';
import { DepositFields } from './DepositFields.tsx';
import { EstimateActions } from './EstimateActions.tsx';
import { EstimateChangeOrders } from './EstimateChangeOrders.tsx';
import { EstimateInvoices } from './EstimateInvoices.tsx';
import { billsInStages, estimateActs } from './estimate-acts.ts';
import { ProgressBilling } from '../progress-billing/ProgressBilling.tsx';
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
  const taxMode = estimate?.taxMode ?? settings.taxMode;
  const read = useCallback((draft: EstimateDraft) => readEstimateDraft(draft, taxMode), [taxMode]);
  const documentDraft = useDocumentDraft(
    estimate ? estimateToDraft(estimate) : newEstimateDraft(settings, localToday()),
    read,
  );
  const { draft, setDraft, reading, errors, isDirty, markSaved } = documentDraft;
  const commands = useEstimateCommands(
    () => markSaved(draft),
    (replaced) => markSaved(estimateToDraft(replaced)),
  );
  const [sharing, setSharing] = useState(false);
  const changeLink = useChangeEstimateLink();
  // The saved estimate being emailed: a new one is saved first, and keeps this form as its address moves.
  const [emailing, setEmailing] = useState<Estimate | null>(null);
  const acts = estimateActs(estimate);
  const readOnly = !acts.editable;
  const { save, saveFirst, reload, conflict, saving } = useDocumentSave({
    kind: 'estimate',
    document: estimate,
    reading,
    draft: documentDraft,
    toDraft: estimateToDraft,
    mutation: useSaveEstimate(),
    queryOptions: estimateQueryOptions,
    readOnly,
    onCreated,
  });
  const incomplete = useMemo(() => incompleteLines(draft, reading.errors), [draft, reading.errors]);
  const chosen = useMemo(() => new Set(draft.chosenOptionalLineIds), [draft.chosenOptionalLineIds]);

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

  const signature = estimate?.signature;
  return (
    <DocumentEditorLayout
      kind="estimate"
      document={estimate}
      status={estimate && <DocumentStatusTag kind="estimate" status={estimate.status} />}
      isDirty={isDirty}
      conflict={conflict}
      onReload={() => void reload()}
      readOnly={readOnly}
      actions={
        <EstimateActions
          estimate={estimate}
          acts={acts}
          saving={saving}
          busy={commands.busy}
          onSave={() => void save()}
          onSend={() => void send()}
          onMarkSent={() => void markSent()}
          onShare={() => setSharing(true)}
          onRevise={() => estimate && void commands.reviseIt(estimate)}
          onConvert={(mode, deposit) => estimate && void commands.convertIt(estimate, mode, deposit)}
          onDuplicate={() => estimate && void commands.duplicateIt(estimate)}
          onRotateLink={() => estimate && void commands.rotateLink(estimate)}
          onRevokeLink={() => estimate && void commands.revokeLink(estimate)}
          onDelete={() => estimate && void commands.deleteIt(estimate)}
        />
      }
      notices={
        <>
          {readOnly && estimate && (
            <Alert
              type="info"
              showIcon
              title={`This estimate is ${estimate.status === 'declined' ? 'declined' : 'accepted'}, so it is locked.`}
              description={
                acts.revise ? 'Revise it to change it: the new revision needs the client to accept it again.' : estimate.status === 'declined' ? undefined : 'Change the job with a change order.'
              }
            />
          )}
          <DeclineReason estimate={estimate} />
          {estimate?.status === 'sent' && (
            <Alert type="info" showIcon title="This estimate is sent." description={`Saving a change to its lines, prices or terms starts revision ${estimate.revision + 1}, which you send again.`} />
          )}
          {estimate?.status === 'expired' && <Alert type="warning" showIcon title="This estimate has expired." description="Set a later valid-until date and send it again." />}
        </>
      }
      main={
        <>
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
          <Card size="small" title="Job, site and schedule">
            <SiteAndScheduleFields draft={draft} errors={errors} onChange={setDraft} />
          </Card>
          <Card size="small" title="Notes and terms">
            <NotesFields kind="estimate" draft={draft} errors={errors} onChange={setDraft} />
          </Card>
          {billsInStages(estimate) && (
            <Card size="small" title="Progress billing">
              {/* The accepted estimate is locked; billing it in stages does not change it. */}
              <ConfigProvider componentDisabled={false}>
                <ProgressBilling estimateId={estimate.id} estimateNumber={estimate.number} />
              </ConfigProvider>
            </Card>
          )}
        </>
      }
      side={
        <>
          <Card size="small" title="Totals">
            <TotalsPanel totals={reading.totals} totalsError={reading.totalsError} incomplete={incomplete.size > 0} currency={draft.currency} taxMode={taxMode} />
          </Card>
          <ExchangeRatePanel draft={draft} accountCurrency={settings.currency} total={reading.totals?.total ?? null} recorded={estimate?.exchangeRate ?? null} errors={errors} readOnly={readOnly} onChange={setDraft} />
          <TemplatePicker draft={draft} readOnly={readOnly} onChange={setDraft} />
          {estimate?.job && (
            <Card size="small" title="Job" extra={<Link to={appPaths.job(estimate.id)}>Job page</Link>}>
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
        </>
      }
    >
      {emailing && <SendEstimateDialog estimateId={emailing.id} number={emailing.number} open onClose={() => setEmailing(null)} />}
      {estimate && <ShareLinkModal open={sharing} onClose={() => setSharing(false)} kind="estimate" document={estimate} changeLink={changeLink.mutateAsync} />}
    </DocumentEditorLayout>
  );
}
