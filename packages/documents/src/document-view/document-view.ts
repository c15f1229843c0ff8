import type { DocumentKind, PaperSize, PublicChangeOrder, PublicCreditNote, PublicEstimate, PublicInvoice, TemplateSettings } from '@ledgerline/contracts';
import type { SignatureEvidence } from './signature-view.ts';

/**
 * What a document prints, in order, with its labels and every value already formatted as text. The
 * public page, the email and the PDF each lay this out; none of them formats a value itself. Every
 * string is plain text a user may have typed: renderers put it in text nodes, never in markup.
 */
export interface DocumentView {
  kind: DocumentKind;
  /** "Invoice", or the template's word for it ("Tax invoice", "Quote"). */
  title: string;
  number: string;
  status: string;
  /** The mark printed large beside the title of a settled document ("PAID"), or null. */
  stamp: string | null;
  business: PartyView;
  client: PartyView;
  /** Short facts under the parties: dates, currency, the estimate a change order changes. */
  facts: LabelledText[];
  /** Text the document states before its lines (a change order's reason and description). */
  intro: LabelledText[];
  columns: LineColumn[];
  lines: LineView[];
  /** The totals table and, for a change order, the contract value it leads to. */
  totals: TotalsGroup[];
  /** Notes, terms, payment instructions, site address: each left out when empty or hidden. */
  sections: LabelledText[];
  signature: SignatureView | null;
  headerText: string;
  footerText: string;
  /** The code printed on the document and the page where the client checks it, when it has a link. */
  verification: Verification | null;
  /** The mark the account's plan puts on what its clients receive (watermark.ts), or null. */
  watermark: string | null;
  look: DocumentLook;
  /** A table printed on pages of its own after the document (a pay application's continuation sheet). */
  continuation?: ContinuationSheet | null;
}

/** A wide table of figures under its heading, each row a text per column, with a row of totals last. */
export interface ContinuationSheet {
  heading: string;
  columns: { label: string; numeric: boolean }[];
  rows: string[][];
  totals: string[];
}

export interface LabelledText {
  label: string;
  text: string;
}

export interface PartyView {
  heading: string;
  name: string;
  /** Company, the address in its country's order, email, phone, tax ID: only the non-empty ones. */
  lines: string[];
}

export type LineColumnKey = 'description' | 'quantity' | 'unit' | 'unitPrice' | 'discount' | 'tax' | 'amount';

export interface LineColumn {
  key: LineColumnKey;
  label: string;
  numeric: boolean;
}

export interface LineView {
  /** One text per shown column, keyed like `columns`. */
  cells: Partial<Record<LineColumnKey, string>>;
  /** Small print under the description ("Optional, chosen"). */
  note: string;
  /** A section's heading ("Change order CO-0001"): its description prints across the row, in bold. */
  heading?: boolean;
}

export interface TotalRow {
  label: string;
  value: string;
  strong: boolean;
}

export interface TotalsGroup {
  heading: string | null;
  rows: TotalRow[];
  /** A sentence under the rows ("Taxes are included in the prices."), or ''. */
  note: string;
}

export interface SignatureView {
  heading: string;
  /** The drawn signature (a data URL), or null when the typed name stands for it. */
  image: string | null;
  typedName: string;
  evidence: (LabelledText & { code: boolean })[];
}

export interface Verification {
  code: string;
  /** The document's public page, where the same code shows; null while it has no link (a draft, a revoked link). */
  link: string | null;
}

export interface DocumentLook {
  design: TemplateSettings['design'];
  accentColor: string;
  font: TemplateSettings['font'];
  paperSize: PaperSize;
  logo: string | null;
  logoPosition: TemplateSettings['logoPosition'];
  /** For the PDF's metadata and the page's title: "Invoice INV-0001 from Harbor Renovations". */
  documentTitle: string;
  author: string;
}

/** The part of the view that depends on the document's kind; the template's look is added around it. */
export type KindView = Omit<DocumentView, 'kind' | 'headerText' | 'footerText' | 'verification' | 'watermark' | 'look'>;

/** A document as its client sees it, tagged with its kind. */
export type ViewedDocument =
  | { kind: 'invoice'; document: PublicInvoice }
  | { kind: 'estimate'; document: PublicEstimate }
  | { kind: 'change_order'; document: PublicChangeOrder }
  | { kind: 'credit_note'; document: PublicCreditNote };

/** What the view needs besides the document and its template. */
export interface ViewContext {
  /** The account's paper size; a template that names one overrides it. */
  paperSize: PaperSize;
  locale?: string | undefined;
  /** The template's logo as a URL or data URL, or null. */
  logo?: string | null;
  verification?: Verification | null;
  /** The owner's copy passes the full signature evidence (with the signer's IP address). */
  signature?: SignatureEvidence | null;
  /** The plan's mark, on what the client receives only: the owner's screens and the template preview pass none. */
  watermark?: string | null;
}
