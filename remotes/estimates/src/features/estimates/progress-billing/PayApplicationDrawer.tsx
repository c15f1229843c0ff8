import { useState } from 'react';
import { Alert, Button, DatePicker, Descriptions, Drawer, Flex, Form, Grid, Input, Segmented, Table, Typography, type TableProps } from 'antd';
import dayjs from 'dayjs';
import { formatMoney, formatPercentComplete, type ContinuationLine, type JobProgress, type ScheduleLineBody } from '@ledgerline/contracts';
import { problemErrors, useShell } from '@ledgerline/shell-sdk';
import { PayApplicationLineCards } from './PayApplicationLineCards.tsx';
import { draftOf, readDraft, type LineDraft, type PayApplicationDraft, type WorkMode } from './pay-application-draft.ts';
import { useSavePayApplication } from './progress-api.ts';

interface PayApplicationDrawerProps {
  estimateId: string;
  progress: JobProgress;
  /** The draft being changed, or null for the next application. */
  sequence: number | null;
  onClose(): void;
}


/**
 * One period's pay application: per line of the schedule, the work done this period (as an amount or
 * the percent complete it reaches) and the materials stored; the continuation sheet and the summary
 * follow as you type, computed as the invoice will be. Saved as a draft; invoiced from the job's list.
 */
export function PayApplicationDrawer({ estimateId, progress, sequence, onClose }: PayApplicationDrawerProps) {
  const { toast } = useShell();
  const wide = Grid.useBreakpoint().md !== false;
  const saving = useSavePayApplication(estimateId);
  const editing = sequence === null ? null : (progress.applications.find((application) => application.sequence === sequence) ?? null);
  const [draft, setDraft] = useState<PayApplicationDraft>(() => draftOf(progress, editing));
  const [shown, setShown] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const reading = readDraft(progress, sequence, draft);
  const money = (minor: number) => formatMoney(minor, progress.currency);
  const number = sequence ?? (progress.applications.at(-1)?.sequence ?? 0) + 1;
  const sheetLines = new Map((reading.sheet?.lines ?? []).map((line) => [line.key, line]));
  const problem = (key: string) => (shown ? reading.problems[key] : undefined);
  const setLine = (key: string, change: Partial<LineDraft>) => setDraft({ ...draft, lines: { ...draft.lines, [key]: { work: '', stored: '', ...draft.lines[key], ...change } } });

  async function save() {
    setShown(true);
    setRefusal(null);
    if (!reading.input) return;
    await saving.mutateAsync({ ...reading.input, sequence }).then(
      () => {
        toast.success(`Pay application ${number} saved`, 'Invoice it from the job when the period is complete.');
        onClose();
      },
      (error: unknown) => setRefusal(problemErrors(error).message),
    );
  }

  const workInput = (line: ScheduleLineBody) => (
    <Form.Item validateStatus={problem(line.key) ? 'error' : undefined} help={problem(line.key)} style={{ margin: 0 }}>
      <Input
        inputMode="decimal"
        aria-label={`${line.description}: ${draft.mode === 'amount' ? 'work this period' : 'percent complete'}`}
        placeholder={draft.mode === 'amount' ? 'This period' : '% complete'}
        suffix={draft.mode === 'percent' ? '%' : undefined}
        value={draft.lines[line.key]?.work ?? ''}
        onChange={(event) => setLine(line.key, { work: event.target.value })}
      />
    </Form.Item>
  );
  const storedInput = (line: ScheduleLineBody) => (
    <Input
      inputMode="decimal"
      aria-label={`${line.description}: materials stored`}
      placeholder="Stored"
      value={draft.lines[line.key]?.stored ?? ''}
      onChange={(event) => setLine(line.key, { stored: event.target.value })}
    />
  );
  const figure = (pick: (line: ContinuationLine) => number) => (_value: unknown, line: ScheduleLineBody) => {
    const computed = sheetLines.get(line.key);
    return computed ? money(pick(computed)) : '—';
  };
  const columns: TableProps<ScheduleLineBody>['columns'] = [
    {
      key: 'line',
      title: 'Line',
      fixed: 'left',
      width: 180,
      render: (_value, line) => (
        <Flex vertical>
          <Typography.Text>{line.description}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {line.source}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'scheduled', title: 'Scheduled', align: 'right', render: (_value, line) => money(line.scheduledValue) },
    { key: 'previous', title: 'Previous', align: 'right', render: figure((line) => line.previousWork) },
    {
      key: 'work',
      title: draft.mode === 'amount' ? 'This period' : '% complete',
      width: 140,
      render: (_value, line) => workInput(line),
    },
    { key: 'stored', title: 'Stored', width: 130, render: (_value, line) => storedInput(line) },
    { key: 'toDate', title: 'To date', align: 'right', render: figure((line) => line.completedToDate) },
    {
      key: 'percent',
      title: '%',
      align: 'right',
      render: (_value, line) => {
        const computed = sheetLines.get(line.key);
        return computed ? formatPercentComplete(computed.percentComplete) : '—';
      },
    },
    { key: 'balance', title: 'Balance', align: 'right', render: figure((line) => line.balanceToFinish) },
  ];

  const summary = reading.sheet?.summary;
  return (
    <Drawer
      open
      onClose={onClose}
      title={`Pay application ${number}`}
      size="min(1080px, 100vw)"
      destroyOnHidden
      footer={
        <Flex justify="end" gap="small">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={saving.isPending} onClick={() => void save()}>
            Save draft
          </Button>
        </Flex>
      }
    >
      <Form layout="vertical" component="div">
        <Flex gap="large" wrap align="end">
          <Form.Item label="Period ends" htmlFor="pay-application-period" validateStatus={problem('periodTo') ? 'error' : undefined} help={problem('periodTo')}>
            <DatePicker
              id="pay-application-period"
              value={draft.periodTo ? dayjs(draft.periodTo) : null}
              onChange={(date) => setDraft({ ...draft, periodTo: date ? date.format('YYYY-MM-DD') : null })}
            />
          </Form.Item>
          <Form.Item label="Enter the work as">
            <Segmented<WorkMode>
              aria-label="Enter the work as"
              options={[
                { value: 'amount', label: 'Amount this period' },
                { value: 'percent', label: 'Percent complete' },
              ]}
              value={draft.mode}
              onChange={(mode) => setDraft({ ...draft, mode, lines: Object.fromEntries(Object.entries(draft.lines).map(([key, line]) => [key, { ...line, work: '' }])) })}
            />
          </Form.Item>
        </Flex>
      </Form>
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} />}
      {wide ? (
        <Table<ScheduleLineBody> aria-label="Continuation sheet" rowKey="key" size="small" pagination={false} scroll={{ x: 1000 }} columns={columns} dataSource={progress.schedule} />
      ) : (
        <PayApplicationLineCards schedule={progress.schedule} sheetLines={sheetLines} money={money} percent={formatPercentComplete} work={workInput} stored={storedInput} />
      )}
      {summary && (
        <Descriptions
          aria-label="Summary"
          style={{ marginTop: 16, maxWidth: 480, marginLeft: 'auto' }}
          column={1}
          size="small"
          bordered
          styles={{ content: { textAlign: 'right', whiteSpace: 'nowrap' } }}
          items={[
            { key: 'contract', label: 'Contract to date', children: money(summary.contractToDate) },
            { key: 'completed', label: 'Completed and stored to date', children: money(summary.completedToDate) },
            { key: 'retainage', label: 'Retainage to date', children: money(summary.retainageToDate) },
            { key: 'previous', label: 'Less previous applications', children: money(summary.previousCertificates) },
            { key: 'due', label: 'Payment due this period', children: <strong>{money(summary.paymentDue)}</strong> },
          ]}
        />
      )}
    </Drawer>
  );
}
