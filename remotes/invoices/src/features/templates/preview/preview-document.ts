import type { DocumentKind, PublicChangeOrder, PublicEstimate, PublicInvoice } from '@ledgerline/contracts';

/** A real document of the account, as its client sees it, that the builder previews the template on. */
export type PreviewDocument =
  | { kind: 'invoice'; document: PublicInvoice }
  | { kind: 'estimate'; document: PublicEstimate }
  | { kind: 'change_order'; document: PublicChangeOrder };

/** Which document the preview shows, as the picker names it. */
export type PreviewPick = { kind: DocumentKind; id: string };

export const pickValue = (pick: PreviewPick) => `${pick.kind}:${pick.id}`;

export function parsePick(value: string): PreviewPick | null {
  const [kind, id] = value.split(':');
  return (kind === 'invoice' || kind === 'estimate' || kind === 'change_order') && id ? { kind, id } : null;
}
