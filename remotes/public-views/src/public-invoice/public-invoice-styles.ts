/**
 * The public invoice's stylesheet. It is a page the client may print or read on a phone, which
 * needs media queries that inline styles cannot express; every class is scoped under .public-invoice.
 */
export const PUBLIC_INVOICE_CSS = `
.public-invoice { min-height: 100vh; background: #f3f4f6; padding: 24px 16px 48px; color: rgba(0, 0, 0, 0.88);
  font-size: 15px; line-height: 1.5; }
.public-invoice .toolbar { max-width: 880px; margin: 0 auto 16px; display: flex; gap: 8px; justify-content: flex-end; flex-wrap: wrap; }
.public-invoice .sheet { max-width: 880px; margin: 0 auto; background: #fff; border-radius: 8px;
  padding: clamp(20px, 5vw, 48px); box-shadow: 0 1px 3px rgba(0, 0, 0, 0.08); }
.public-invoice .head { display: flex; justify-content: space-between; gap: 24px; flex-wrap: wrap; align-items: flex-start; }
.public-invoice .title { text-align: right; }
.public-invoice h1 { font-size: 28px; margin: 0 0 8px; font-weight: 600; }
.public-invoice .eyebrow { font-size: 12px; text-transform: uppercase; letter-spacing: 0.06em; color: rgba(0, 0, 0, 0.6);
  margin: 0 0 4px; font-weight: 600; }
.public-invoice .party-name { font-weight: 600; font-size: 16px; }
.public-invoice .parties { display: flex; justify-content: space-between; gap: 24px; flex-wrap: wrap; margin: 32px 0; }
.public-invoice .facts { display: grid; grid-template-columns: auto auto; gap: 4px 16px; margin: 0; align-content: start; }
.public-invoice .facts dt { color: rgba(0, 0, 0, 0.6); }
.public-invoice .facts dd { margin: 0; text-align: right; font-weight: 500; }
.public-invoice .facts .due { font-weight: 700; }
.public-invoice table { width: 100%; border-collapse: collapse; }
.public-invoice .num { text-align: right; white-space: nowrap; }
.public-invoice .lines th { font-size: 12px; text-transform: uppercase; letter-spacing: 0.04em; color: rgba(0, 0, 0, 0.6);
  text-align: left; border-bottom: 2px solid #e5e7eb; padding: 8px; }
.public-invoice .lines th.num { text-align: right; }
.public-invoice .lines th:first-child { width: 55%; }
.public-invoice .lines td { border-bottom: 1px solid #e5e7eb; padding: 12px 8px; vertical-align: top; }
.public-invoice .line-description { white-space: pre-wrap; overflow-wrap: anywhere; }
.public-invoice .muted { color: rgba(0, 0, 0, 0.6); font-size: 13px; }
.public-invoice .totals { width: min(100%, 360px); margin: 24px 0 0 auto; }
.public-invoice .totals th { text-align: left; font-weight: 400; padding: 4px 8px; }
.public-invoice .totals td { padding: 4px 8px; }
.public-invoice .totals .strong th, .public-invoice .totals .strong td { font-weight: 700; font-size: 16px; border-top: 1px solid #e5e7eb; padding-top: 8px; }
.public-invoice .texts { margin-top: 32px; display: grid; gap: 20px; }
.public-invoice .texts p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.public-invoice .party { overflow-wrap: anywhere; min-width: 0; }

@media (max-width: 600px) {
  .public-invoice { padding: 12px 8px 32px; }
  .public-invoice .title { text-align: left; }
  .public-invoice h1 { font-size: 24px; }
  .public-invoice .lines thead { display: none; }
  .public-invoice .lines tr { display: block; border-bottom: 1px solid #e5e7eb; padding: 8px 0; }
  .public-invoice .lines td { display: flex; justify-content: space-between; gap: 12px; border: 0; padding: 2px 0; }
  .public-invoice .lines td.description { display: block; padding-bottom: 4px; }
  .public-invoice .lines td[data-label]::before { content: attr(data-label); color: rgba(0, 0, 0, 0.6); }
  .public-invoice .toolbar .ant-btn { min-height: 44px; }
  .public-invoice .totals th, .public-invoice .totals td { padding-inline: 0; }
}

@media print {
  .public-invoice { background: #fff; padding: 0; }
  .public-invoice .toolbar { display: none; }
  .public-invoice .sheet { box-shadow: none; padding: 0; max-width: none; }
  .public-invoice .lines tr { break-inside: avoid; }
}
`;
