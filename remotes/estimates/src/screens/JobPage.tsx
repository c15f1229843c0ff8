import { Button, Card, Flex, Result, Typography } from 'antd';
import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { FormSkeleton } from '@ledgerline/shell-sdk';
import { isNotFound, problemMessage } from '@ledgerline/forms';
import { appPaths, idSchema } from '@ledgerline/contracts';
import { useJob } from '@ledgerline/api-client';
import { addressLines } from '@ledgerline/documents/document-view/address-lines.ts';
import { JobDocuments } from '../features/jobs/JobDocuments.tsx';
import { JobStatusTag } from '../features/jobs/JobStatusTag.tsx';
import { JobPanel } from '../shared/JobPanel.tsx';

const CARD_TITLE = { font: 'inherit', margin: 0 } as const;

/**
 * /jobs/:id: one job (an accepted estimate) as its contractor runs it: what it is worth with its
 * change orders, billed, paid, retainage held and left to bill, its dates, where it is, and every
 * document of it in order. Pay applications and change orders are made from the estimate.
 */
export default function JobPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const validId = idSchema.safeParse(id).success;
  const job = useJob(id, validId);

  if (!validId || isNotFound(job.error)) {
    return <Result status="404" title="No job here" subTitle="A job starts when its estimate is accepted." extra={<Link to={appPaths.jobs()}>All jobs</Link>} />;
  }
  if (job.error) return <Result status="error" title="The job could not be loaded" subTitle={problemMessage(job.error, 'Check your connection and try again.')} />;
  if (!job.data) return <FormSkeleton />;

  const data = job.data;
  const site = data.siteAddress ? addressLines(data.siteAddress).join(', ') : null;
  return (
    <Flex vertical gap="middle">
      <div>
        <Link to={appPaths.jobs()}>
          <ArrowLeftOutlined /> Jobs
        </Link>
        <Flex align="center" gap="small" wrap>
          <Typography.Title level={1} style={{ fontSize: 24, margin: '8px 0 0', overflowWrap: 'anywhere' }}>
            {data.title || `Job ${data.number}`}
          </Typography.Title>
          <JobStatusTag status={data.status} />
        </Flex>
        <Typography.Text type="secondary">
          <Link to={appPaths.client(data.client.id)}>{data.client.name}</Link> · estimate <Link to={appPaths.estimate(data.id)}>{data.number}</Link>
        </Typography.Text>
        <div>
          <Typography.Text type="secondary">{site ? `Site: ${site}` : 'Site: the client’s address'}</Typography.Text>
        </div>
      </div>
      <Flex gap="small" wrap>
        <Button type="primary" onClick={() => navigate(appPaths.estimate(data.id))}>
          Bill the job
        </Button>
        <Button icon={<PlusOutlined />} onClick={() => navigate(`${appPaths.newChangeOrder()}?${new URLSearchParams({ estimateId: data.id })}`)}>
          New change order
        </Button>
      </Flex>
      <Card size="small" title={<h2 style={CARD_TITLE}>Contract and billing</h2>}>
        <JobPanel job={data.figures} collections={{ paid: data.paid, retainageHeld: data.retainageHeld }} />
      </Card>
      <Card size="small" title={<h2 style={CARD_TITLE}>Documents</h2>}>
        <JobDocuments documents={data.documents} currency={data.currency} />
      </Card>
    </Flex>
  );
}
