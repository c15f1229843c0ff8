import { Button, Result } from 'antd';
import { useParams } from 'react-router-dom';
import { ApiError, FullPageSpinner } from '@ledgerline/shell-sdk';
import { usePublicInvoice } from '../public-invoice/api/get-public-invoice.ts';
import { InvalidLink } from '../public-invoice/components/InvalidLink.tsx';
import { PublicInvoiceDocument } from '../public-invoice/components/PublicInvoiceDocument.tsx';

/** A token that is malformed is as invalid as one that is unknown. */
const isInvalidLink = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** /view/invoice/:token, the invoice's secret link. Needs no sign-in. */
export default function PublicInvoice() {
  const { token = '' } = useParams();
  const invoice = usePublicInvoice(token);

  if (isInvalidLink(invoice.error)) return <InvalidLink />;
  if (invoice.error) {
    return (
      <main style={{ padding: 16 }}>
        <Result
          status="error"
          title={<h1 style={{ font: 'inherit', margin: 0 }}>The invoice could not be loaded</h1>}
          subTitle="Check your connection and try again."
          extra={
            <Button type="primary" loading={invoice.isFetching} onClick={() => void invoice.refetch()}>
              Try again
            </Button>
          }
        />
      </main>
    );
  }
  if (!invoice.data) return <FullPageSpinner />;
  return <PublicInvoiceDocument invoice={invoice.data} />;
}
