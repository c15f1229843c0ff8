import type { DocumentKind } from '@ledgerline/contracts';

/** Which document the preview shows, as the picker names it. */
export type PreviewPick = { kind: DocumentKind; id: string };

export const pickValue = (pick: PreviewPick) => `${pick.kind}:${pick.id}`;

export function parsePick(value: string): PreviewPick | null {
  const [kind, id] = value.split(':');
  return (kind === 'invoice' || kind === 'estimate' || kind === 'change_order') && id ? { kind, id } : null;
}
