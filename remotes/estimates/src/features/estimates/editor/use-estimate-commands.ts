import { useNavigate } from 'react-router-dom';
import { appPaths, revisionNumber, type DepositRequest, type Estimate, type EstimateConvert, type Invoice } from '@ledgerline/contracts';
import { useChangeEstimateLink, useConvertEstimate, useDeleteEstimate, useDuplicateEstimate, useReviseEstimate, useSendEstimate } from '@ledgerline/api-client';
import { usePublicLinkCommands } from '@ledgerline/document-editor';
import { problemErrors, useConfirm, useShell } from '@ledgerline/shell-sdk';

const CONVERTED: Record<EstimateConvert['mode'], string> = {
  full: 'Invoice made',
  deposit: 'Deposit invoice made',
  final: 'Final invoice made',
};

/**
 * The acts on a saved estimate, each with its question and its toast. `onLeaving` marks the draft
 * saved before an act moves to another page, so the unsaved-changes guard does not ask; `onReplaced`
 * takes the estimate an act answered with as the editor's new saved state.
 */
export function useEstimateCommands(onLeaving: () => void, onReplaced: (estimate: Estimate) => void) {
  const { toast } = useShell();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const send = useSendEstimate();
  const revise = useReviseEstimate();
  const convert = useConvertEstimate();
  const duplicate = useDuplicateEstimate();
  const remove = useDeleteEstimate();
  const link = useChangeEstimateLink();
  const publicLink = usePublicLinkCommands('estimate', link.mutateAsync);

  const failed = (what: string) => (error: unknown) => {
    toast.error(what, problemErrors(error).message);
    return null;
  };

  return {
    busy: send.isPending || revise.isPending || convert.isPending || duplicate.isPending || remove.isPending || link.isPending,
    converting: convert.isPending,

    /** Answers the sent estimate, with its public link, or null when it was not sent. */
    async sendIt(estimate: Estimate): Promise<Estimate | null> {
      return send.mutateAsync(estimate.id).then((sent) => {
        onReplaced(sent);
        toast.success('Estimate sent', 'Its public link is ready to share.');
        return sent;
      }, failed('The estimate could not be sent'));
    },

    async reviseIt(estimate: Estimate) {
      const next = revisionNumber(estimate.baseNumber, estimate.revision + 1);
      const sure = await confirm({
        title: `Revise estimate ${estimate.number}?`,
        description: `${next} opens as a draft to change and send again; the client has to accept it anew. ${estimate.number} stays on record as it was ${estimate.status === 'declined' ? 'declined' : 'accepted'}.`,
        confirmText: `Start ${next}`,
      });
      if (!sure) return;
      await revise.mutateAsync(estimate.id).then((revised) => {
        onReplaced(revised);
        toast.success('New revision started', revised.number);
      }, failed('The estimate could not be revised'));
    },

    /**
     * The same conversion twice answers the invoice already made, so a double click opens it rather
     * than making two. A further deposit names the deposits this screen has seen, so a second tab
     * asking at the same time gets the same one.
     */
    async convertIt(estimate: Estimate, mode: EstimateConvert['mode'], deposit?: DepositRequest) {
      const depositsBefore = estimate.invoices.filter((invoice) => invoice.role === 'deposit').length;
      await convert.mutateAsync({ id: estimate.id, mode, deposit, ...(mode === 'deposit' && depositsBefore > 0 && { depositsBefore }) }).then((invoice: Invoice) => {
        toast.success(CONVERTED[mode], invoice.number);
        onLeaving();
        navigate(appPaths.invoice(invoice.id));
      }, failed('The invoice could not be made'));
    },

    async duplicateIt(estimate: Estimate) {
      await duplicate.mutateAsync(estimate.id).then((copy) => {
        toast.success('Estimate duplicated', `${copy.number} is a new draft.`);
        onLeaving();
        navigate(appPaths.estimate(copy.id));
      }, failed('The estimate could not be duplicated'));
    },

    async deleteIt(estimate: Estimate) {
      const sure = await confirm({
        title: `Delete estimate ${estimate.number}?`,
        description: 'The draft and its history are removed for good. This action cannot be undone.',
        confirmText: 'Delete',
        destructive: true,
      });
      if (!sure) return;
      await remove.mutateAsync(estimate.id).then(() => {
        toast.success('Estimate deleted', estimate.number);
        onLeaving();
        navigate(appPaths.estimates());
      }, failed('The estimate could not be deleted'));
    },

    rotateLink: (estimate: Estimate) => publicLink.rotate(estimate),
    revokeLink: (estimate: Estimate) => publicLink.revoke(estimate),
    copyLink: (estimate: Estimate) => publicLink.copy(estimate.publicUrl),
  };
}
