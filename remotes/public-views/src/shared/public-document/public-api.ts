/**
 * Where the gateway serves the documents a client can sign through their secret links, and the one
 * query key of each: the page, the signing and the decline all read and write the same entry.
 */
export const PUBLIC_DOCUMENT_API = {
  estimate: '/api/public/estimates',
  change_order: '/api/public/change-orders',
} as const;

export type SignableKind = keyof typeof PUBLIC_DOCUMENT_API;

/** The client's answers to a document: accepting it with a signature, or declining it. */
export type PublicDocumentAct = 'accept' | 'decline';

/** An estimate is accepted; a change order is approved, and its route says so. */
const ACCEPT_PATHS = { estimate: 'accept', change_order: 'approve' } as const satisfies Record<SignableKind, string>;

export function publicDocumentUrl(kind: SignableKind, token: string, act?: PublicDocumentAct): string {
  const document = `${PUBLIC_DOCUMENT_API[kind]}/${encodeURIComponent(token)}`;
  if (act === undefined) return document;
  return `${document}/${act === 'accept' ? ACCEPT_PATHS[kind] : act}`;
}

export const publicDocumentKey = (kind: SignableKind, token: string) => [PUBLIC_DOCUMENT_API[kind], token] as const;
