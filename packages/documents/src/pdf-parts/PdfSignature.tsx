import { Image, Text, View } from '@react-pdf/renderer';
import type { PublicSignature, SignatureSummary } from '@ledgerline/contracts';
import { pdfUtcMoment } from './pdf-format.ts';
import { pdfStyles } from './pdf-styles.ts';

/** The public page's signature lacks the signer's IP address; the owner's copy has it and prints it. */
export type PdfSignatureEvidence = PublicSignature & Partial<Pick<SignatureSummary, 'ip'>>;

function Evidence({ label, children, hash = false }: { label: string; children: string; hash?: boolean }) {
  return (
    <View style={pdfStyles.evidenceRow}>
      <Text style={pdfStyles.evidenceLabel}>{label}</Text>
      <Text style={hash ? [pdfStyles.evidenceValue, pdfStyles.hash] : pdfStyles.evidenceValue}>{children}</Text>
    </View>
  );
}

/**
 * The signature block of a signed estimate or change order: the drawn signature (or the typed name
 * that stands for it) and the evidence that ties it to exactly this content, so the PDF alone shows
 * who agreed to what, and when.
 */
export function PdfSignature({ heading, signature }: { heading: string; signature: PdfSignatureEvidence }) {
  return (
    <View style={pdfStyles.signature} wrap={false}>
      <Text style={pdfStyles.signatureHeading}>{heading}</Text>
      <View style={pdfStyles.signatureMark}>
        {signature.method === 'drawn' && signature.image ? (
          <Image style={pdfStyles.signatureImage} src={signature.image} />
        ) : (
          <Text style={pdfStyles.typedSignature}>{signature.name}</Text>
        )}
      </View>
      <Evidence label="Signed by">{signature.name}</Evidence>
      <Evidence label="Signature">{signature.method === 'drawn' ? 'Drawn by the signer' : 'Typed name adopted as signature'}</Evidence>
      <Evidence label="Signed at">{pdfUtcMoment(signature.signedAt)}</Evidence>
      {signature.ip ? <Evidence label="IP address">{signature.ip}</Evidence> : null}
      <Evidence label="Revision">{String(signature.revision)}</Evidence>
      <Evidence label="Content SHA-256" hash>
        {signature.contentHash}
      </Evidence>
      <Evidence label="Consent">{signature.consentText}</Evidence>
    </View>
  );
}
