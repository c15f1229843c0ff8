import { Card } from 'antd';
import type { Invoice } from '@ledgerline/contracts';
import { useChangeInvoiceLink } from '@ledgerline/api-client';
import { PublicLinkExpiry } from '@ledgerline/document-editor';

/** The invoice's public link: until when it opens, set or removed by the owner. Nothing while it has no link. */
export function InvoicePublicLink({ invoice }: { invoice: Invoice }) {
  const link = useChangeInvoiceLink();
  if (!invoice.publicUrl) return null;
  return (
    <Card size="small" title="Public link">
      <PublicLinkExpiry kind="invoice" document={invoice} changeLink={link.mutateAsync} />
    </Card>
  );
}
