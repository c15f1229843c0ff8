import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { SIGNATURE_METHODS } from '@ledgerline/contracts';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { tenantProperties } from './document-properties.ts';

/**
 * The evidence of a client's electronic signature (ESIGN/UETA, eIDAS simple electronic signature)
 * on one revision of a document: who signed, how, when, from where, the consent text they agreed
 * to, and exactly what they accepted as canonical JSON with its SHA-256 (signature.ts). Written
 * once, never updated: one signature per revision of a document.
 */
export const DocumentSignature = defineEntity({
  name: 'DocumentSignature',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  uniques: [{ name: 'document_signature_subject_revision_unique', properties: ['subjectKind', 'subjectId', 'revision'] }],
  properties: {
    ...tenantProperties({ indexAccount: true }),
    subjectKind: p.enum(['estimate', 'change_order', 'pay_application'] as const),
    subjectId: p.uuid(),
    revision: p.integer(),
    name: p.string().length(100),
    method: p.enum(SIGNATURE_METHODS),
    /** The drawn signature as a PNG data URL; null when the typed name is the signature. */
    image: p.text().nullable(),
    consentText: p.text(),
    ip: p.string().length(64),
    userAgent: p.string().length(500),
    /**
     * The canonical JSON of what was signed, byte for byte what contentHash hashes, kept as text so
     * the evidence never depends on how the database stores JSON. A signed revision shows its
     * parties from here (signed-parties.ts), not from the client and settings rows as they read now.
     */
    signedContent: p.text(),
    contentHash: p.string().length(64),
    signedAt: p.datetime(),
  },
});
export type IDocumentSignature = InferEntity<typeof DocumentSignature>;
