import type { PublicSignature, SignatureSummary } from '@ledgerline/contracts';
import type { SignatureView } from './document-view.ts';

/** The public page's signature lacks the signer's IP address; the owner's copy has it and prints it. */
export type SignatureEvidence = PublicSignature & Partial<Pick<SignatureSummary, 'ip'>>;

/**
 * A signature's moment as evidence: in UTC, to the second, whatever the zone of whoever renders it,
 * so two copies of one signed document never disagree on when it was signed.
 */
export function utcMoment(isoTime: string): string {
  const date = new Date(isoTime);
  if (Number.isNaN(date.getTime())) return isoTime;
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/**
 * The signature block of a signed estimate or change order: the mark and the evidence that ties it
 * to exactly this content, so the document alone shows who agreed to what, and when.
 */
export function signatureView(heading: string, signature: SignatureEvidence): SignatureView {
  const row = (label: string, text: string, code = false) => ({ label, text, code });
  return {
    heading,
    image: signature.method === 'drawn' ? signature.image : null,
    typedName: signature.name,
    evidence: [
      row('Signed by', signature.name),
      row('Signature', signature.method === 'drawn' ? 'Drawn by the signer' : 'Typed name adopted as signature'),
      row('Signed at', utcMoment(signature.signedAt)),
      ...(signature.ip ? [row('IP address', signature.ip)] : []),
      row('Revision', String(signature.revision)),
      row('Content SHA-256', signature.contentHash, true),
      row('Consent', signature.consentText),
    ],
  };
}
