import { useState } from 'react';
import { Alert, Button, Flex, Skeleton, Table, Tag, Typography, type TableProps } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { DownloadOutlined } from '@ant-design/icons';
import { downloadPayApplicationPdf } from '@ledgerline/documents/download-document-pdf.ts';
import { appPaths, formatDate, formatMoney, type JobProgress, type PayApplicationBody } from '@ledgerline/contracts';
import { problemErrors, useConfirm, useShell } from '@ledgerline/shell-sdk';
import { PayApplicationDrawer } from './PayApplicationDrawer.tsx';
import { useInvoicePayApplication, useJobProgress } from './progress-api.ts';
import { ReleaseRetainageModal } from './ReleaseRetainageModal.tsx';
import { RetainageModal } from './RetainageModal.tsx';

type Open = { kind: 'application'; sequence: number | null } | { kind: 'retainage' } | { kind: 'release' } | null;

function retainageWords({ retainage }: JobProgress): string {
  if (retainage.workRate === '0' && retainage.storedRate === '0') return 'No retainage';
  const rates = retainage.workRate === retainage.storedRate ? `${retainage.workRate} %` : `${retainage.workRate} % of work, ${retainage.storedRate} % of stored materials`;
  return retainage.stepAtPercent === null ? `Retainage ${rates}` : `Retainage ${rates}, ${retainage.stepRate ?? ''} % past ${retainage.stepAtPercent} % complete`;
}

/**
 * A job billed in stages: its retainage, its pay applications (each with what it asks and holds
 * back, a draft to change or invoice, an invoiced one to open), and the retainage held to release.
 */
export function ProgressBilling({ estimateId, estimateNumber }: { estimateId: string; estimateNumber: string }) {
  const progress = useJobProgress(estimateId);
  const invoice = useInvoicePayApplication(estimateId);
  const { toast } = useShell();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);

  if (progress.error) return <Alert type="error" showIcon title="Progress billing could not be loaded." description={problemErrors(progress.error).message} />;
  if (!progress.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  const job = progress.data;
  const money = (minor: number) => formatMoney(minor, job.currency);
  const last = job.applications.at(-1);
  const draft = last?.status === 'draft' ? last : null;
  const invoicedAny = job.applications.some((application) => application.status === 'invoiced');

  async function invoiceIt(application: PayApplicationBody) {
    const sure = await confirm({
      title: `Invoice pay application ${application.sequence}?`,
      description: `It bills ${money(application.summary.paymentDue)} before tax and locks the application: a correction goes on the next one or a credit note.`,
      confirmText: 'Invoice it',
    });
    if (!sure) return;
    await invoice.mutateAsync(application.sequence).then(
      (made) => {
        toast.success(`Pay application ${application.sequence} invoiced`, made.number);
        void navigate(appPaths.invoice(made.id));
      },
      (error: unknown) => toast.error('The application could not be invoiced', problemErrors(error).message),
    );
  }

  const columns: TableProps<PayApplicationBody>['columns'] = [
    { key: 'number', title: 'No.', render: (_value, application) => application.sequence },
    { key: 'period', title: 'Period to', render: (_value, application) => formatDate(application.periodTo) },
    { key: 'toDate', title: 'To date', align: 'right', render: (_value, application) => money(application.summary.completedToDate) },
    { key: 'retainage', title: 'Retainage', align: 'right', render: (_value, application) => money(application.summary.retainageToDate) },
    { key: 'due', title: 'Payment due', align: 'right', render: (_value, application) => money(application.summary.paymentDue) },
    {
      key: 'status',
      title: 'Invoice',
      render: (_value, application) => (application.invoice ? <Link to={appPaths.invoice(application.invoice.id)}>{application.invoice.number}</Link> : <Tag>Draft</Tag>),
    },
    {
      key: 'pdf',
      title: 'PDF',
      render: (_value, application) => (
        <Button
          size="small"
          icon={<DownloadOutlined />}
          aria-label={`Download pay application ${application.sequence} as PDF`}
          onClick={() => void downloadPayApplicationPdf({ estimateId, sequence: application.sequence, estimateNumber }, toast)}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Text>{retainageWords(job)}</Typography.Text>
        {!invoicedAny && (
          <Button size="small" onClick={() => setOpen({ kind: 'retainage' })}>
            Set retainage
          </Button>
        )}
      </Flex>
      {job.applications.length > 0 && (
        <Table<PayApplicationBody> aria-label="Pay applications" rowKey="id" size="small" pagination={false} scroll={{ x: 600 }} columns={columns} dataSource={job.applications} />
      )}
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Text>
          Retainage held <strong>{money(job.retainageHeld)}</strong>
        </Typography.Text>
        <Flex gap="small" wrap>
          <Button disabled={job.retainageHeld <= 0} onClick={() => setOpen({ kind: 'release' })}>
            Release retainage
          </Button>
          {draft ? (
            <>
              <Button onClick={() => setOpen({ kind: 'application', sequence: draft.sequence })}>{`Change application ${draft.sequence}`}</Button>
              <Button type="primary" loading={invoice.isPending} onClick={() => void invoiceIt(draft)}>
                {`Invoice application ${draft.sequence}`}
              </Button>
            </>
          ) : (
            <Button type="primary" onClick={() => setOpen({ kind: 'application', sequence: null })}>
              New pay application
            </Button>
          )}
        </Flex>
      </Flex>
      {open?.kind === 'application' && <PayApplicationDrawer estimateId={estimateId} progress={job} sequence={open.sequence} onClose={() => setOpen(null)} />}
      {open?.kind === 'retainage' && <RetainageModal estimateId={estimateId} rule={job.retainage} onClose={() => setOpen(null)} />}
      {open?.kind === 'release' && <ReleaseRetainageModal estimateId={estimateId} held={job.retainageHeld} currency={job.currency} onClose={() => setOpen(null)} />}
    </Flex>
  );
}
