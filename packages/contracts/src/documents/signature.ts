import { z } from 'zod';
import { idSchema, plainText } from '../text.ts';

/**
 * Signature evidence of an accepted estimate or an approved change order (ESIGN/UETA, eIDAS simple
 * electronic signature). The consent text is stored with each signature exactly as the signer saw it,
 * so a later wording can never be read as what an earlier signer agreed to.
 */
export const CONSENT_TEXT =
  'I agree to sign this document electronically. My electronic signature has the same legal effect as a handwritten signature.';

/** A drawn signature as the signature pad exports it; about 200 kB of base64 is far above a real one. */
const MAX_SIGNATURE_URL_LENGTH = 200_000;
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

export const signatureImageSchema = z
  .string()
  .max(MAX_SIGNATURE_URL_LENGTH, 'The drawn signature is too large.')
  .regex(PNG_DATA_URL, 'A drawn signature must be a PNG image.');

/**
 * What the client sends to accept an estimate or approve a change order through its public link.
 * `signature` null means the typed name is the signature. `revision` is the revision of the content
 * the client read, for every kind (an estimate's revision, a change order's), never a row version:
 * an older one answers 409, so nobody signs what they have not seen.
 */
export const acceptanceSchema = z.object({
  name: plainText(100).pipe(z.string().min(2, 'Type your full name.')),
  signature: signatureImageSchema.nullable().default(null),
  consent: z.literal(true, 'Agree to sign electronically to accept.'),
  optionalLineIds: z.array(idSchema).max(200, 'At most 200 optional lines.').default([]),
  revision: z.number().int().min(1),
});
export type Acceptance = z.infer<typeof acceptanceSchema>;
export type AcceptanceDraft = z.input<typeof acceptanceSchema>;

/** Declining an estimate or a change order, through its public link: the reason is required. */
export const declineSchema = z.object({
  reason: plainText(1000).pipe(z.string().min(1, 'Say why you decline.')),
});
export type Decline = z.infer<typeof declineSchema>;

export const SIGNATURE_METHODS = ['drawn', 'typed'] as const;

/** A recorded signature as owners and signers read it, and as the accepted PDF prints it. */
export const signatureSummarySchema = z.object({
  name: z.string(),
  method: z.enum(SIGNATURE_METHODS),
  /** The drawn signature (a PNG data URL), or null when the typed name is the signature. */
  image: z.string().nullable(),
  signedAt: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  revision: z.number().int().min(1),
  /** SHA-256, in hex, of the canonical JSON of exactly what was signed. */
  contentHash: z.string().regex(/^[0-9a-f]{64}$/),
  consentText: z.string(),
});
export type SignatureSummary = z.infer<typeof signatureSummarySchema>;

/**
 * A signature as the public page shows it to anyone holding the link: the signer's IP address and
 * browser stay with the owner.
 */
export const publicSignatureSchema = signatureSummarySchema.omit({ ip: true, userAgent: true });
export type PublicSignature = z.infer<typeof publicSignatureSchema>;
