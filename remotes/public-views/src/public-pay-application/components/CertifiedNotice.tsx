import { useEffect, useRef } from 'react';
import { CheckCircleFilled } from '@ant-design/icons';
import { formatDateTime, formatMoney, type PublicPayApplication } from '@ledgerline/contracts';

/** The client's certification, once signed: by whom, when, and for how much of what was asked. */
export function CertifiedNotice({ application, focus }: { application: PublicPayApplication; focus: boolean }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focus) return;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'center' });
  }, [focus]);
  const { certification } = application;
  if (!certification) return null;
  const money = (minor: number) => formatMoney(minor, application.currency);
  const less = certification.certifiedPaymentDue !== certification.requestedPaymentDue;
  return (
    <section className="panel" aria-labelledby="certified-title">
      <h2 id="certified-title" ref={headingRef} tabIndex={-1}>
        <CheckCircleFilled aria-hidden style={{ color: '#16a34a', marginInlineEnd: 8 }} />
        {`Pay application ${application.sequence} certified`}
      </h2>
      <p style={{ margin: 0 }}>
        {less
          ? `${certification.name} certified ${money(certification.certifiedPaymentDue)} of the ${money(certification.requestedPaymentDue)} asked, on ${formatDateTime(certification.signedAt)}. The work left out is billed on a later application.`
          : `${certification.name} certified ${money(certification.certifiedPaymentDue)}, as asked, on ${formatDateTime(certification.signedAt)}.`}{' '}
        {`${application.business.name} invoices what was certified.`}
      </p>
    </section>
  );
}
