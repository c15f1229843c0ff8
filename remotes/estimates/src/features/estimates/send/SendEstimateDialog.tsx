import { SendDocumentDialog } from '@ledgerline/document-editor';
import { useEmailEstimate } from '@ledgerline/api-client';

type Props = { estimateId: string; number: string; open: boolean; onClose: () => void };

/** Emails the estimate to the client's contacts: marks it sent and queues the message. */
export function SendEstimateDialog({ estimateId, number, open, onClose }: Props) {
  return <SendDocumentDialog kind="estimate" documentId={estimateId} number={number} open={open} onClose={onClose} email={useEmailEstimate()} />;
}
