import { useState } from 'react';
import { Button } from 'antd';
import { formatDate, formatMoney, PAY_APPLICATION_STATUS_LABELS_FOR_CLIENT, type PayApplicationCertifyInput, type PublicPayApplication } from '@ledgerline/contracts';
import { addressLines } from '@ledgerline/documents/document-view/address-lines.ts';
import { downloadPayApplicationPdf } from '@ledgerline/documents/download-document-pdf.ts';
import { PUBLIC_DOCUMENT_CSS } from '../../shared/public-document/public-document-styles.ts';
import { SheetToolbar } from '../../shared/public-document/SheetToolbar.tsx';
import { AnswerProblem } from '../../shared/signing/AnswerProblem.tsx';
import { SigningPanel } from '../../shared/signing/SigningPanel.tsx';
import { PAY_APPLICATION_WORDS } from '../../shared/signing/signing-words.ts';
import { useCertifyPayApplication } from '../api/public-pay-application.ts';
import { draftAsAsked, readCertifyDraft, type CertifyDraft } from '../certify-draft.ts';
import { CertifiedNotice } from './CertifiedNotice.tsx';
import { ContinuationLines } from './ContinuationLines.tsx';
import { PayApplicationSummary } from './PayApplicationSummary.tsx';

/**
 * A pay application as its client reads and certifies it: the job, the continuation sheet and the
 * summary. While it waits for them, each line's work and stored materials are filled in as asked and
 * may be lowered; the payment due follows, computed as the invoice will be, and they sign to certify.
 */
export function PayApplicationSheet({ application, token, onReload }: { application: PublicPayApplication; token: string; onReload: () => void }) {
  const certifying = application.status === 'submitted';
  const [draft, setDraft] = useState<CertifyDraft>(() => draftAsAsked(application));
  const [signing, setSigning] = useState(false);
  const [certifiedHere, setCertifiedHere] = useState(false);
  const certify = useCertifyPayApplication(token);
  const reading = certifying ? readCertifyDraft(application, draft) : null;
  const summary = reading ? reading.sheet?.summary : application.summary;
  const money = (minor: number) => formatMoney(minor, application.currency);
  const job = application.jobTitle || `Estimate ${application.estimateNumber}`;
  const site = application.siteAddress ? addressLines(application.siteAddress).join(', ') : null;

  function sign({ name, signature }: { name: string; signature: string | null }) {
    if (!reading?.sheet) return;
    const input: PayApplicationCertifyInput = { lines: reading.lines, name, signature, consent: true };
    certify.mutate(input, { onSuccess: () => setCertifiedHere(true) });
  }

  return (
    <main className="public-document">
      <title>{`Pay application ${application.sequence}: ${job}`}</title>
      <style>{PUBLIC_DOCUMENT_CSS}</style>
      <SheetToolbar downloadPdf={(notify) => downloadPayApplicationPdf({ token, sequence: application.sequence, estimateNumber: application.estimateNumber }, notify)} />
      <CertifiedNotice application={application} focus={certifiedHere} />
      <article className="sheet" aria-labelledby="pay-application-title">
        <header className="head">
          <div>
            <div className="eyebrow">From</div>
            <div className="party-name">{application.business.name}</div>
          </div>
          <div className="title">
            <h1 id="pay-application-title">{`Pay application ${application.sequence}`}</h1>
            <div className="muted">{PAY_APPLICATION_STATUS_LABELS_FOR_CLIENT[application.status]}</div>
          </div>
        </header>
        <dl className="facts">
          <div className="fact">
            <dt>Client</dt>
            <dd>{application.client.name}</dd>
          </div>
          <div className="fact">
            <dt>Job</dt>
            <dd>{job}</dd>
          </div>
          <div className="fact">
            <dt>Estimate</dt>
            <dd>{application.estimateNumber}</dd>
          </div>
          <div className="fact">
            <dt>Work through</dt>
            <dd>{formatDate(application.periodTo)}</dd>
          </div>
          {site && (
            <div className="fact">
              <dt>Site</dt>
              <dd>{site}</dd>
            </div>
          )}
        </dl>
        {certifying && (
          <p className="notice" style={{ marginTop: 16 }}>
            Check each line. Lower the work or the stored materials you do not agree to; what you leave out is billed on a later application.
          </p>
        )}
        <ContinuationLines
          application={application}
          computed={reading?.sheet?.lines ?? null}
          draft={certifying ? draft : null}
          problems={reading?.problems ?? {}}
          onChange={(key, change) => setDraft((current) => ({ ...current, [key]: { ...(current[key] ?? { work: '', stored: '' }), ...change } }))}
        />
        {summary && <PayApplicationSummary summary={summary} currency={application.currency} asked={certifying ? application.summary.paymentDue : (application.certification?.requestedPaymentDue ?? null)} />}
      </article>
      {certifying &&
        (signing ? (
          <SigningPanel
            words={PAY_APPLICATION_WORDS}
            revision={1}
            optionalLineIds={[]}
            pending={certify.isPending}
            problem={<AnswerProblem error={certify.error} onReload={onReload} />}
            onSign={sign}
            onCancel={() => setSigning(false)}
          />
        ) : (
          <div className="decision" role="group" aria-label="Your answer to this pay application">
            <span className="summary">
              You certify <strong>{summary ? money(summary.paymentDue) : '—'}</strong>
            </span>
            <Button type="primary" disabled={!reading?.sheet} onClick={() => setSigning(true)}>
              Certify
            </Button>
          </div>
        ))}
    </main>
  );
}
