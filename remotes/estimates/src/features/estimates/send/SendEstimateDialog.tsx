import { SendEmailDialog } from '@ledgerline/document-editor';
import { useEmailEstimate } from '@ledgerline/api-client';
import { problemErrors, useShell } from '@ledgerline/shell-sdk';
import type { SendDocumentEmail } from '@ledgerline/contracts';

type Props = { estimateId: string; number: string; open: boolean; onClose: () => void };

/** Emails the estimate to the client's contacts: marks it sent and queues the message. */
export function SendEstimateDialog({ estimateId, number, open, onClose }: Props) {
  const { toast } = useShell();
  const email = useEmailEstimate();
  const send = async (input: SendDocumentEmail) => {
    await email.mutateAsync({ id: estimateId, email: input }).then(
      () => {
        toast.success(`Estimate ${number} is on its way`, 'Settings › Sent mail shows when it is delivered.');
        onClose();
      },
      (error: unknown) => toast.error('The estimate could not be sent', problemErrors(error).message),
    );
  };
  return <SendEmailDialog kind="estimate" documentId={estimateId} title={`Email estimate ${number}`} open={open} onClose={onClose} onSend={send} sending={email.isPending} />;
}
