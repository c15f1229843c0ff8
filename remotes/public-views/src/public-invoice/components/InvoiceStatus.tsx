import type { InvoiceStatus as Status } from '@ledgerline/contracts';
import { StatusTag } from '../../shared/public-document/StatusTag.tsx';
import { shownStatus } from '../invoice-format.ts';

/** One status for the client, with its one label (packages/contracts' status machines); overdue stands for an owed invoice past its date. */
export function InvoiceStatus({ status, overdue }: { status: Status; overdue: boolean }) {
  return <StatusTag look={shownStatus(status, overdue)} />;
}
