import { useParams } from 'react-router-dom';
import { FullPageSpinner } from '@ledgerline/shell-sdk';
import { usePublicInvoice } from '../public-invoice/api/get-public-invoice.ts';
import { PublicInvoiceDocument } from '../public-invoice/components/PublicInvoiceDocument.tsx';
import { InvalidLink } from '../shared/public-document/InvalidLink.tsx';
import { isInvalidLink } from '../shared/public-document/invalid-link-error.ts';
import { LoadFailed } from '../shared/public-document/LoadFailed.tsx';

/** /view/invoice/:token, the invoice's secret link. Needs no sign-in. */
export default function PublicInvoice() {
  const { token = '' } = useParams();
  const invoice = usePublicInvoice(token);

  if (isInvalidLink(invoice.error)) return <InvalidLink document="invoice" />;
  if (invoice.error) return <LoadFailed document="invoice" retrying={invoice.isFetching} onRetry={() => void invoice.refetch()} />;
  if (!invoice.data) return <FullPageSpinner />;
  return <PublicInvoiceDocument invoice={invoice.data} token={token} />;
}
