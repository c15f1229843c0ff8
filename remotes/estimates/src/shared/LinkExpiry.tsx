import { useChangeChangeOrderLink, useChangeEstimateLink } from '@ledgerline/api-client';
import { PublicLinkExpiry, type ExpiringLinkDocument } from '@ledgerline/document-editor';
import type { SharedKind } from './ShareLinkPanel.tsx';

/** The last day of an estimate's or a change order's public link, changed through the kind's own link mutation. */
export function LinkExpiry({ kind, document }: { kind: SharedKind; document: ExpiringLinkDocument }) {
  const estimateLink = useChangeEstimateLink();
  const changeOrderLink = useChangeChangeOrderLink();
  return <PublicLinkExpiry kind={kind} document={document} changeLink={kind === 'estimate' ? estimateLink.mutateAsync : changeOrderLink.mutateAsync} />;
}
