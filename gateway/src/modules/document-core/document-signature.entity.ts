import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { SIGNATURE_METHODS } from '@ledgerline/contracts';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { tenantProperties } from './document-properties.ts';

/** Who a signed document was addressed to, as it read when signed. */
export type SignedClient = { id: string; name: string; company: string };

/**
 * The evidence of a client's electronic signature (ESIGN/UETA, eIDAS simple electronic signature)
 * on one revision of a document: who signed, how, when, from where, the consent text they agreed
 * to, and the SHA-256 of the canonical JSON of exactly what they accepted (signature.ts). Written
 * once, never updated: one signature per revision of a document.
 */
export const DocumentSignature = defineEntity({
  name: 'DocumentSignature',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  uniques: [{ name: 'document_signature_subject_revision_unique', properties: ['subjectKind', 'subjectId', 'revision'] }],
  properties: {
    ...tenantProperties({ indexAccount: true }),
    subjectKind: p.enum(['estimate', 'change_order'] as const),
    subjectId: p.uuid(),
    revision: p.integer(),
    name: p.string().length(100),
    method: p.enum(SIGNATURE_METHODS),
    /** The drawn signature as a PNG data URL; null when the typed name is the signature. */
    image: p.text().nullable(),
    consentText: p.text(),
    signedClient: p.json<SignedClient>(),
    ip: p.string().length(64),
    userAgent: p.string().length(500),
    contentHash: p.string().length(64),
    signedAt: p.datetime(),
  },
});
export type IDocumentSignature = InferEntity<typeof DocumentSignature>;
