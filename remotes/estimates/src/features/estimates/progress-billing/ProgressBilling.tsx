import { useState } from 'react';
import { Alert, Button, Flex, Skeleton, Table, Tag, Typography, type TableProps } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { DownloadOutlined } from '@ant-design/icons';
import { downloadPayApplicationPdf } from '@ledgerline/documents/download-document-pdf.ts';
import { appPaths, formatDate, formatMoney, PAY_APPLICATION_STATUS_LABELS, retainageRateWords, type JobProgress, type PayApplicationBody } from '@ledgerline/contracts';
import { problemErrors, useConfirm, useShell } from '@ledgerline/shell-sdk';
import { PayApplicationDrawer } from './PayApplicationDrawer.tsx';
import { CertificationNotice } from './CertificationNotice.tsx';
import { useInvoicePayApplication, useJobProgress, useSubmitPayApplication } from './progress-api.ts';
import { ReleaseRetainageModal } from './ReleaseRetainageModal.tsx';
import { RetainageModal } from './RetainageModal.tsx';


type Open = { kind: 'application'; sequence: number | null } | { kind: 'retainage' } | { kind: 'release' } | null;

function retainageWords({ retainage }: JobProgress): string {
  return retainage.workRate === '0' && retainage.storedRate === '0' ? 'No retainage' : `Retainage ${retainageRateWords(retainage)}`;
}

/**
 * A job billed in stages: its retainage, its pay applications (each with what it asks and holds
 * back, a draft to change or invoice, an invoiced one to open), and the retainage held to release.
 */
export function ProgressBilling({ estimateId, estimateNumber }: { estimateId: string; estimateNumber: string }) {
  const progress = useJobProgress(estimateId);
  const invoice = useInvoicePayApplication(estimateId);
  const submit = useSubmitPayApplication(estimateId);
  const { toast } = useShell();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);

  if (progress.error) return <Alert type="error" showIcon title="Progress billing could not be loaded." description={problemErrors(progress.error).message} />;
  if (!progress.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  const job = progress.data;
  const money = (minor: number) => formatMoney(minor, job.currency);
  const last = job.applications.at(-1);
  const pending = last && last.status !== 'invoiced' ? last : null;
  const invoicedAny = job.applications.some((application) => application.status === 'invoiced');

  async function submitIt(application: PayApplicationBody) {
    const sure = await confirm({
      title: `Send pay application ${application.sequence} to the client?`,
      description: `The client is emailed a link where they certify it, line by line, for up to ${money(application.summary.paymentDue)}. It no longer changes once sent.`,
      confirmText: 'Send it',
    });
    if (!sure) return;
    await submit.mutateAsync(application.sequence).then(
      () => toast.success(`Pay application ${application.sequence} sent to the client to certify`),
      (error: unknown) => toast.error('The application could not be sent', problemErrors(error).message),
    );
  }

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
      render: (_value, application) => (application.invoice ? <Link to={appPaths.invoice(application.invoice.id)}>{application.invoice.number}</Link> : <Tag>{PAY_APPLICATION_STATUS_LABELS[application.status]}</Tag>),
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
      {pending && pending.status !== 'draft' && <CertificationNotice application={pending} currency={job.currency} />}
      {job.applications.length > 0 && (
        <Table<PayApplicationBody> aria-label="Pay applications" rowKey="id" size="small" pagination={false} scroll={{ x: 'max-content' }} style={{ width: '100%' }} columns={columns} dataSource={job.applications} />
      )}
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Text>
          Retainage held <strong>{money(job.retainageHeld)}</strong>
        </Typography.Text>
        <Flex gap="small" wrap>
          <Button disabled={job.retainageHeld <= 0} onClick={() => setOpen({ kind: 'release' })}>
            Release retainage
          </Button>
          {pending ? (
            <>
              {pending.status === 'draft' && (
                <>
                  <Button onClick={() => setOpen({ kind: 'application', sequence: pending.sequence })}>{`Change application ${pending.sequence}`}</Button>
                  <Button loading={submit.isPending} onClick={() => void submitIt(pending)}>
                    Send to the client to certify
                  </Button>
                </>
              )}
              <Button type={pending.status === 'submitted' ? 'default' : 'primary'} loading={invoice.isPending} onClick={() => void invoiceIt(pending)}>
                {pending.status === 'submitted' ? `Invoice application ${pending.sequence} as asked` : `Invoice application ${pending.sequence}`}
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
