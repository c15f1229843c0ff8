import { DOCUMENT_KIND_LABELS, type DocumentKind, type SendDocumentEmail } from '@ledgerline/contracts';
import { problemErrors, useShell } from '@ledgerline/shell-sdk';
import { SendEmailDialog } from './SendEmailDialog.tsx';

/** A kind's email mutation from packages/api-client (useEmailInvoice, useEmailEstimate, …). */
export interface EmailMutation {
  mutateAsync(variables: { id: string; email: SendDocumentEmail }): Promise<unknown>;
  isPending: boolean;
}

interface SendDocumentDialogProps {
  kind: DocumentKind;
  documentId: string;
  number: string;
  open: boolean;
  onClose(): void;
  email: EmailMutation;
}

/** Emails a document of any kind to its client's contacts: marks it sent and queues the message, then says where to follow it. */
export function SendDocumentDialog({ kind, documentId, number, open, onClose, email }: SendDocumentDialogProps) {
  const { toast } = useShell();
  const label = DOCUMENT_KIND_LABELS[kind];
  const send = async (input: SendDocumentEmail) => {
    try {
      await email.mutateAsync({ id: documentId, email: input });
      toast.success(`${label} ${number} is on its way`, 'Settings › Sent mail shows when it is delivered.');
      onClose();
    } catch (error) {
      toast.error(`The ${label.toLowerCase()} could not be sent`, problemErrors(error).message);
    }
  };
  return (
    <SendEmailDialog kind={kind} documentId={documentId} title={`Email ${label.toLowerCase()} ${number}`} open={open} onClose={onClose} onSend={send} sending={email.isPending} />
  );
}
