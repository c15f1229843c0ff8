import { Tag } from 'antd';
import { JOB_STATUS_LABELS, type JobStatus } from '@ledgerline/contracts';

export function JobStatusTag({ status }: { status: JobStatus }) {
  return <Tag color={status === 'open' ? 'processing' : 'success'}>{JOB_STATUS_LABELS[status]}</Tag>;
}
