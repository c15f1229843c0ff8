import { useParams } from 'react-router-dom';
import { FullPageSpinner } from '@ledgerline/shell-sdk';
import { usePublicCreditNote } from '../public-credit-note/api/get-public-credit-note.ts';
import { PublicCreditNoteDocument } from '../public-credit-note/components/PublicCreditNoteDocument.tsx';
import { InvalidLink } from '../shared/public-document/InvalidLink.tsx';
import { isInvalidLink } from '../shared/public-document/invalid-link-error.ts';
import { LoadFailed } from '../shared/public-document/LoadFailed.tsx';

/** /view/credit-note/:token, the credit note's secret link. Needs no sign-in. */
export default function PublicCreditNote() {
  const { token = '' } = useParams();
  const creditNote = usePublicCreditNote(token);

  if (isInvalidLink(creditNote.error)) return <InvalidLink document="credit note" />;
  if (creditNote.error) return <LoadFailed document="credit note" retrying={creditNote.isFetching} onRetry={() => void creditNote.refetch()} />;
  if (!creditNote.data) return <FullPageSpinner />;
  return <PublicCreditNoteDocument creditNote={creditNote.data} token={token} />;
}
