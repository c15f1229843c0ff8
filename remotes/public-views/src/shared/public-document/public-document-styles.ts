/**
 * The stylesheet of the public invoice, estimate and change order. Each is a page the client may
 * print or read on a phone, which needs media queries that inline styles cannot express; every class
 * is scoped under .public-document.
 */
export const PUBLIC_DOCUMENT_CSS = `
.public-document { min-height: 100vh; background: #f3f4f6; padding: 24px 16px 48px; color: rgba(0, 0, 0, 0.88);
  font-size: 15px; line-height: 1.5; }
.public-document .toolbar { max-width: 880px; margin: 0 auto 16px; display: flex; gap: 8px; justify-content: flex-end; flex-wrap: wrap; }
.public-document .sheet { max-width: 880px; margin: 0 auto; background: #fff; border-radius: 8px;
  padding: clamp(20px, 5vw, 48px); box-shadow: 0 1px 3px rgba(0, 0, 0, 0.08); }
.public-document .head { display: flex; justify-content: space-between; gap: 24px; flex-wrap: wrap; align-items: flex-start; }
.public-document .title { text-align: right; }
.public-document h1 { font-size: 28px; margin: 0 0 8px; font-weight: 600; color: var(--accent, inherit); }
.public-document .logo { margin: 0 0 16px; }
.public-document .logo img { max-height: 64px; max-width: 200px; }
.public-document .eyebrow { font-size: 12px; text-transform: uppercase; letter-spacing: 0.06em; color: rgba(0, 0, 0, 0.6);
  margin: 0 0 4px; font-weight: 600; }
.public-document .party-name { font-weight: 600; font-size: 16px; }
.public-document .parties { display: flex; justify-content: space-between; gap: 24px; flex-wrap: wrap; margin: 32px 0; }
.public-document .facts { display: grid; grid-template-columns: auto auto; gap: 4px 16px; margin: 0; align-content: start; }
.public-document .facts dt { color: rgba(0, 0, 0, 0.6); }
.public-document .facts dd { margin: 0; text-align: right; font-weight: 500; }
.public-document .facts .fact { display: contents; }
.public-document .facts .due { font-weight: 700; }
.public-document table { width: 100%; border-collapse: collapse; }
.public-document .num { text-align: right; white-space: nowrap; }
.public-document .lines th { font-size: 12px; text-transform: uppercase; letter-spacing: 0.04em; color: rgba(0, 0, 0, 0.6);
  text-align: left; border-bottom: 2px solid #e5e7eb; padding: 8px; }
.public-document .lines th.num { text-align: right; }
.public-document .lines th:first-child { width: 55%; }
.public-document .lines td { border-bottom: 1px solid #e5e7eb; padding: 12px 8px; vertical-align: top; }
.public-document .line-description { white-space: pre-wrap; overflow-wrap: anywhere; }
.public-document .muted { color: rgba(0, 0, 0, 0.6); font-size: 13px; }
.public-document .totals { width: min(100%, 360px); margin: 24px 0 0 auto; }
.public-document .totals th { text-align: left; font-weight: 400; padding: 4px 8px; }
.public-document .totals td { padding: 4px 8px; }
.public-document .totals .strong th, .public-document .totals .strong td { font-weight: 700; font-size: 16px; border-top: 1px solid #e5e7eb; padding-top: 8px; }
.public-document .texts { margin-top: 32px; display: grid; gap: 20px; }
.public-document .texts p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.public-document .party { overflow-wrap: anywhere; min-width: 0; }
.public-document .sheet-header { margin: 0 0 16px; color: rgba(0, 0, 0, 0.6); font-size: 13px; white-space: pre-wrap; overflow-wrap: anywhere; }
.public-document .sheet-footer { margin-top: 32px; padding-top: 12px; border-top: 1px solid #e5e7eb; color: rgba(0, 0, 0, 0.6); font-size: 13px; }
.public-document .sheet-footer p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.public-document .sheet-footer .watermark { margin-bottom: 4px; font-weight: 600; color: rgba(0, 0, 0, 0.75); }
.public-document .panel { max-width: 880px; margin: 16px auto; background: #fff; border-radius: 8px;
  padding: clamp(20px, 5vw, 48px); box-shadow: 0 1px 3px rgba(0, 0, 0, 0.08); }
.public-document .panel h2 { font-size: 20px; margin: 0 0 12px; font-weight: 600; }
.public-document .notice { max-width: 880px; margin: 0 auto 16px; }
.public-document .lines tr.section th { text-align: left; font-weight: 600; padding: 20px 8px 6px; border-bottom: 1px solid #9ca3af; }
.public-document .lines tr.not-counted td { color: rgba(0, 0, 0, 0.5); }
.public-document .line-choice .line-description { color: rgba(0, 0, 0, 0.88); }
.public-document .decision { max-width: 880px; margin: 16px auto 0; display: flex; gap: 12px; justify-content: flex-end;
  align-items: center; flex-wrap: wrap; }
.public-document .decision .summary { margin-right: auto; font-size: 16px; }
.public-document .decision .summary strong { font-size: 20px; }
.public-document .signature-pad { position: relative; border: 1px dashed #9ca3af; border-radius: 8px; background: #fafafa; }
.public-document .signature-pad canvas { display: block; width: 100%; height: 180px; touch-action: none; cursor: crosshair; }
.public-document .signature-pad .baseline { position: absolute; left: 16px; right: 16px; bottom: 40px; border-bottom: 1px solid #d1d5db;
  pointer-events: none; }
.public-document .typed-signature { font-family: 'Brush Script MT', 'Segoe Script', 'Snell Roundhand', cursive; font-size: 36px;
  font-style: italic; line-height: 1.2; min-height: 56px; border-bottom: 1px solid #d1d5db; padding: 4px 8px; overflow-wrap: anywhere; }
.public-document .signature-image { max-width: 100%; height: 80px; object-fit: contain; object-position: left; display: block; }
.public-document .evidence { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 4px 16px; margin: 12px 0 0; }
.public-document .evidence dt { color: rgba(0, 0, 0, 0.6); }
.public-document .evidence dd { margin: 0; overflow-wrap: anywhere; }
.public-document .hash { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; }
.public-document .job { width: min(100%, 420px); margin: 24px 0 0 auto; }
.public-document .job th { text-align: left; font-weight: 400; padding: 4px 8px; }
.public-document .job td { padding: 4px 8px; }
.public-document .job .strong th, .public-document .job .strong td { font-weight: 700; font-size: 16px; border-top: 1px solid #e5e7eb; padding-top: 8px; }
.public-document .job caption { text-align: left; padding: 0 8px 4px; }
.public-document .reason { font-size: 17px; font-weight: 500; }

@media (max-width: 600px) {
  .public-document { padding: 12px 8px 32px; }
  .public-document .title { text-align: left; }
  .public-document h1 { font-size: 24px; }
  .public-document .lines thead { display: none; }
  .public-document .lines tr { display: block; border-bottom: 1px solid #e5e7eb; padding: 8px 0; }
  .public-document .lines td { display: flex; justify-content: space-between; gap: 12px; border: 0; padding: 2px 0; }
  .public-document .lines td.description { display: block; padding-bottom: 4px; }
  .public-document .facts { width: 100%; grid-template-columns: auto 1fr; }
  .public-document .lines tr.section { border-bottom: 0; padding-bottom: 0; }
  .public-document .lines tr.section th { display: block; width: auto; padding: 16px 0 4px; }
  .public-document .lines td[data-label]::before { content: attr(data-label); color: rgba(0, 0, 0, 0.6); }
  /* A stacked line card leaves out the columns this line has nothing in (no unit, no discount). */
  .public-document .lines td[data-label]:empty { display: none; }
  .public-document .toolbar .ant-btn { min-height: 44px; }
  .public-document .totals th, .public-document .totals td { padding-inline: 0; }
  .public-document .job th, .public-document .job td, .public-document .job caption { padding-inline: 0; }
  .public-document .decision { position: sticky; bottom: 0; margin: 16px -8px 0; padding: 12px; background: #fff;
    box-shadow: 0 -2px 8px rgba(0, 0, 0, 0.08); }
  .public-document .decision .ant-btn { min-height: 44px; flex: 1 1 auto; }
  .public-document .decision .summary { flex: 1 0 100%; }
  .public-document .evidence { grid-template-columns: 1fr; gap: 0; }
  .public-document .evidence dd { margin-bottom: 8px; }
}

/* The shell makes every checkbox and radio a 44 px touch target on phones; keep the box beside its label's first line. */
@media (max-width: 640px) {
  .public-document .ant-checkbox-wrapper, .public-document .ant-radio-wrapper { align-items: center; }
  .public-document .consent.ant-checkbox-wrapper { align-items: flex-start; }
  .public-document .consent .ant-checkbox { align-self: flex-start; margin-top: 4px; }
}

@media print {
  .public-document { background: #fff; padding: 0; }
  .public-document .toolbar, .public-document .decision, .public-document .panel.no-print { display: none; }
  .public-document .sheet { box-shadow: none; padding: 0; max-width: none; }
  .public-document .lines tr { break-inside: avoid; }
}
`;
