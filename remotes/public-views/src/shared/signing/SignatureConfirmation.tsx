import { useEffect, useRef, type ReactNode } from 'react';
import { CheckCircleFilled } from '@ant-design/icons';
import { formatDateTime, type PublicSignature } from '@ledgerline/contracts';
import type { SigningWords } from './signing-words.ts';

interface SignatureConfirmationProps {
  words: SigningWords;
  number: string;
  signature: PublicSignature;
  /** Just signed on this page: the confirmation takes the focus, so it is read out and seen first. */
  focus: boolean;
  /** The signed PDF's download button. */
  children: ReactNode;
}

/** What was signed, by whom and when, with the fingerprint that ties the signature to that content. */
export function SignatureConfirmation({ words, number, signature, focus, children }: SignatureConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focus) return;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'center' });
  }, [focus]);

  return (
    <section className="panel" aria-labelledby="signed-title">
      <h2 id="signed-title" ref={headingRef} tabIndex={-1}>
        <CheckCircleFilled aria-hidden style={{ color: '#16a34a', marginInlineEnd: 8 }} />
        {`${words.noun === 'estimate' ? 'Estimate' : 'Change order'} ${number} ${words.done}`}
      </h2>
      <p style={{ margin: '0 0 12px' }}>
        Keep the signed PDF for your records: it carries the signature, the time and the fingerprint of exactly what was signed.
      </p>
      {signature.method === 'drawn' && signature.image ? (
        <img className="signature-image" src={signature.image} alt={`Signature of ${signature.name}`} />
      ) : (
        <div className="typed-signature" aria-label={`Typed signature of ${signature.name}`}>
          {signature.name}
        </div>
      )}
      <dl className="evidence">
        <dt>Signed by</dt>
        <dd>{signature.name}</dd>
        <dt>Signed at</dt>
        <dd>{formatDateTime(signature.signedAt)}</dd>
        <dt>Revision</dt>
        <dd>{signature.revision}</dd>
        <dt>Content hash (SHA-256)</dt>
        <dd className="hash">{signature.contentHash}</dd>
      </dl>
      <div style={{ marginTop: 16 }}>{children}</div>
    </section>
  );
}
