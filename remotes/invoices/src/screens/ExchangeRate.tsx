import { ExchangeRatePanel } from '@ledgerline/document-editor';

/**
 * The exposed exchange-rate display. It lives in packages/document-editor so the estimate and change
 * order editors (another remote) show the same one; the invoice editor renders it beside its totals.
 */
export default ExchangeRatePanel;
