import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { CONSENT_TEXT, type Acceptance, type PublicSignature, type SignatureSummary } from '@ledgerline/contracts';
import { DocumentSignature, type IDocumentSignature } from './document-signature.entity.ts';

/** A document kind that clients sign. */
export type SignedKind = IDocumentSignature['subjectKind'];

/** Where a signature came from: the request's address and browser, as the server saw them. */
export type SigningRequest = { ip: string; userAgent: string };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The value with every object's keys sorted (and undefined members left out), recursively. */
function sortedKeys(value: unknown): Json {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, member]) => member !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, member]) => [key, sortedKeys(member)]));
  }
  return value as Json;
}

/**
 * Canonical JSON: keys sorted at every depth, no whitespace, so the same content always gives the
 * same text, whatever order it was assembled in.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortedKeys(value));
}

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** SHA-256, in hex, of the canonical JSON of the content. */
export function contentHash(content: unknown): string {
  return sha256Hex(canonicalJson(content));
}

/**
 * Records the signature of one revision of a document, in the transaction that accepts it, under
 * the document's lock. `content` is exactly what was accepted (built by the kind from the revision
 * as it is stored, with the parties as the signer read them); its canonical JSON is kept with its
 * hash, so the evidence stays whole whatever later happens to the client or the business.
 */
export function recordSignature(
  em: EntityManager,
  signer: { accountId: string; kind: SignedKind; id: string; revision: number },
  acceptance: Pick<Acceptance, 'name' | 'signature'>,
  request: SigningRequest,
  content: unknown,
): IDocumentSignature {
  const signedContent = canonicalJson(content);
  return em.create(DocumentSignature, {
    account: signer.accountId,
    subjectKind: signer.kind,
    subjectId: signer.id,
    revision: signer.revision,
    name: acceptance.name,
    method: acceptance.signature ? 'drawn' : 'typed',
    image: acceptance.signature,
    consentText: CONSENT_TEXT,
    ip: request.ip.slice(0, 64),
    userAgent: request.userAgent.slice(0, 500),
    signedContent,
    contentHash: sha256Hex(signedContent),
    signedAt: new Date(),
  });
}

/** The signature of one revision of a document (its latest when none is named), or null while unsigned. */
export function findSignature(em: EntityManager, kind: SignedKind, id: string, revision?: number): Promise<IDocumentSignature | null> {
  if (revision === undefined) return em.findOne(DocumentSignature, { subjectKind: kind, subjectId: id }, { orderBy: { revision: 'desc' } });
  return em.findOne(DocumentSignature, { subjectKind: kind, subjectId: id, revision });
}

export function toSignatureBody(signature: IDocumentSignature): SignatureSummary {
  return {
    name: signature.name,
    method: signature.method,
    image: signature.image ?? null,
    signedAt: signature.signedAt.toISOString(),
    ip: signature.ip,
    userAgent: signature.userAgent,
    revision: signature.revision,
    contentHash: signature.contentHash,
    consentText: signature.consentText,
  };
}

/** The signature as the public page shows it: the signer's address and browser stay with the owner. */
export function toPublicSignatureBody(signature: IDocumentSignature): PublicSignature {
  const { ip: _ip, userAgent: _userAgent, ...shown } = toSignatureBody(signature);
  return shown;
}
