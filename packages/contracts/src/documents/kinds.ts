import type { RouteName } from './app-paths.ts';

/**
 * The kinds of business document. They share lines, totals, numbering, locking, public links,
 * viewed tracking, activity, PDF and sending (DESIGN.md section 2, document core); each adds its own.
 * No zod here: the shell's first paint reads these names, and zod must not come along with them.
 */
export const DOCUMENT_KINDS = ['invoice', 'estimate', 'change_order', 'credit_note'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What every screen, route and message needs to know of a kind; its status machine is in status-machines.ts. */
export interface DocumentKindFacts {
  /** As a sentence names it: "Change order EST-0012-CO-01". */
  label: string;
  /** Several, in lower case: "Default for change orders". */
  plural: string;
  /** One, with its article: "This link opens a change order". */
  article: string;
  /** Its collection under /api and /api/public: "/api/change-orders". */
  apiCollection: string;
  /** What the client does at its public link: "Dana opens this link without signing in, to review …". */
  linkPurpose: string;
  /** The first word of its downloaded files: "Change-Order-EST-0012-CO-01.pdf". */
  fileWord: string;
  /** The app's pages of the kind, by route name (app-paths.ts); `create` is null for a kind only ever made from another document. */
  routes: { list: RouteName; create: RouteName | null; edit: RouteName; public: RouteName };
  /** The public-views screen that shows it at its public route (shell-sdk's REMOTE_SCREENS checks the name). */
  publicScreen: string;
  /** A kind its client signs through the public link, and the public route's word for saying yes; null when the client only reads it. */
  signing: { accept: 'accept' | 'approve' } | null;
  /** Numbered in the account's series, or in its parent's (the change orders of one estimate). */
  numberedPer: 'account' | 'parent';
}

/** The one home of each kind's facts: code shared by every kind reads them from here. */
export const DOCUMENT_KIND_REGISTRY = {
  invoice: {
    label: 'Invoice',
    plural: 'invoices',
    article: 'an invoice',
    apiCollection: 'invoices',
    linkPurpose: 'view the invoice, download it and pay it',
    fileWord: 'Invoice',
    routes: { list: 'invoices', create: 'newInvoice', edit: 'invoice', public: 'publicInvoice' },
    publicScreen: 'PublicInvoice',
    signing: null,
    numberedPer: 'account',
  },
  estimate: {
    label: 'Estimate',
    plural: 'estimates',
    article: 'an estimate',
    apiCollection: 'estimates',
    linkPurpose: 'review the estimate and accept or decline it',
    fileWord: 'Estimate',
    routes: { list: 'estimates', create: 'newEstimate', edit: 'estimate', public: 'publicEstimate' },
    publicScreen: 'PublicEstimate',
    signing: { accept: 'accept' },
    numberedPer: 'account',
  },
  change_order: {
    label: 'Change order',
    plural: 'change orders',
    article: 'a change order',
    apiCollection: 'change-orders',
    linkPurpose: 'review the change order and approve or decline it',
    fileWord: 'Change-Order',
    routes: { list: 'changeOrders', create: 'newChangeOrder', edit: 'changeOrder', public: 'publicChangeOrder' },
    publicScreen: 'PublicChangeOrder',
    signing: { accept: 'approve' },
    numberedPer: 'parent',
  },
  credit_note: {
    label: 'Credit note',
    plural: 'credit notes',
    article: 'a credit note',
    apiCollection: 'credit-notes',
    linkPurpose: 'view the credit note and download it',
    fileWord: 'Credit-Note',
    routes: { list: 'creditNotes', create: null, edit: 'creditNote', public: 'publicCreditNote' },
    publicScreen: 'PublicCreditNote',
    signing: null,
    numberedPer: 'account',
  },
} as const satisfies Record<DocumentKind, DocumentKindFacts>;

/** The kind as a sentence names it ("Invoice INV-0042", "Change order EST-0012-CO-01"). */
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  invoice: DOCUMENT_KIND_REGISTRY.invoice.label,
  estimate: DOCUMENT_KIND_REGISTRY.estimate.label,
  change_order: DOCUMENT_KIND_REGISTRY.change_order.label,
  credit_note: DOCUMENT_KIND_REGISTRY.credit_note.label,
};

/** The kind whose API collection is named so ("change-orders"), or undefined for any other word. */
export const documentKindOfCollection = (collection: string): DocumentKind | undefined =>
  DOCUMENT_KINDS.find((kind) => DOCUMENT_KIND_REGISTRY[kind].apiCollection === collection);
