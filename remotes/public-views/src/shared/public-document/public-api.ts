/**
 * Where the gateway serves the documents a client can sign through their secret links, and the one
 * query key of each: the page, the signing and the decline all refresh the same entry.
 */
export const PUBLIC_DOCUMENT_API = {
  estimate: '/api/public/estimates',
  change_order: '/api/public/change-orders',
} as const;

export type SignableKind = keyof typeof PUBLIC_DOCUMENT_API;

/** The client's answers to a document: accepting (approving, for a change order) with a signature, or declining. */
export type PublicDocumentAct = 'accept' | 'decline';

export function publicDocumentUrl(kind: SignableKind, token: string, act?: PublicDocumentAct): string {
  const document = `${PUBLIC_DOCUMENT_API[kind]}/${encodeURIComponent(token)}`;
  return act === undefined ? document : `${document}/${act}`;
}

export const publicDocumentKey = (kind: SignableKind, token: string) => [PUBLIC_DOCUMENT_API[kind], token] as const;
