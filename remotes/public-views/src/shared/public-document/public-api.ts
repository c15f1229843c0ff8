import { DOCUMENT_KIND_REGISTRY, type DocumentKind } from '@ledgerline/contracts';

/** The kinds a client signs through their secret links (the registry's `signing`). */
export type SignableKind = { [K in DocumentKind]: (typeof DOCUMENT_KIND_REGISTRY)[K]['signing'] extends null ? never : K }[DocumentKind];

/** The client's answers to a document: accepting it with a signature, or declining it. */
export type PublicDocumentAct = 'accept' | 'decline';

/**
 * Where the gateway serves a signable document to its client, and the one query key of each: the
 * page, the signing and the decline all read and write the same entry.
 */
const publicApi = (kind: SignableKind) => `/api/public/${DOCUMENT_KIND_REGISTRY[kind].apiCollection}`;

/** An estimate is accepted; a change order is approved, and its route says so. */
export function publicDocumentUrl(kind: SignableKind, token: string, act?: PublicDocumentAct): string {
  const document = `${publicApi(kind)}/${encodeURIComponent(token)}`;
  if (act === undefined) return document;
  return `${document}/${act === 'accept' ? DOCUMENT_KIND_REGISTRY[kind].signing.accept : act}`;
}

export const publicDocumentKey = (kind: SignableKind, token: string) => [publicApi(kind), token] as const;
