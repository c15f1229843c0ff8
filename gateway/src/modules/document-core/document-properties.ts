import { p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { RATE_SOURCES, type DiscountInput, type LineLayout, type TaxAmount, type TaxRate } from '@ledgerline/contracts';
import { MinorUnitsType } from '../../db/minor-units.type.ts';
import { Account } from '../accounts/account.entity.ts';
import { Client } from '../clients/client.entity.ts';
import { Template } from '../templates/template.entity.ts';

/*
 * The columns every document kind shares, as property builders each kind's entity spreads into its
 * own, so an invoice, an estimate and a change order store lines, totals and links alike and the
 * document core's raw SQL (numbering, first view, public look-ups) finds the same columns in each.
 * Functions, so each entity gets builders of its own.
 */

const money = () => p.type(MinorUnitsType).columnType('bigint');

/**
 * A business row: its id and its account, on which the account filter reads. Rows read by their
 * parent (lines) index the account alone; documents lead composite indexes with it instead.
 */
export const tenantProperties = (options: { indexAccount?: boolean } = {}) => ({
  id: p.uuid().primary().onCreate(() => randomUUID()),
  account: () => (options.indexAccount ? p.manyToOne(Account).ref().index() : p.manyToOne(Account).ref()),
});

/** The client a document is for. */
export const clientProperties = () => ({
  client: () => p.manyToOne(Client).ref(),
});

/** The template the document picked; null follows the account's default for its kind (templates/resolve-template.ts). */
export const templateProperties = () => ({
  // Indexed: deleting a template sets its documents' column to null, which looks them up by it.
  template: () => p.manyToOne(Template).ref().nullable().deleteRule('set null').index(),
});

/**
 * The rate from the document's currency to the account's that the document recorded when saved
 * (exact decimal text), where it came from ('ecb' or 'manual') and the day it is for; all null in
 * the account's own currency. Reports convert each document with its own recorded rate.
 */
const exchangeRateProperties = () => ({
  exchangeRate: p.string().length(32).nullable(),
  exchangeRateSource: p.enum(RATE_SOURCES).nullable(),
  exchangeRateDate: p.date().nullable(),
});

/** The head of a document's content: its currency, how taxes are read, the discount and texts. */
export const headerProperties = () => ({
  currency: p.string().length(3),
  taxMode: p.enum(['exclusive', 'inclusive'] as const),
  discount: p.json<DiscountInput>().nullable(),
  notes: p.text().default(''),
  terms: p.text().default(''),
  ...exchangeRateProperties(),
});

/**
 * Headings over the lines and the lines the document discount takes (line-layout.ts in contracts):
 * a job's final invoice and its credit notes have one; null is the plain layout.
 */
export const lineLayoutProperties = () => ({
  lineLayout: p.json<LineLayout>().nullable(),
});

/** The document figures of the shared calculator, always as the server computed them from the lines. */
export const totalsProperties = () => ({
  subtotal: money(),
  discountTotal: money(),
  net: money(),
  taxes: p.json<TaxAmount[]>(),
  taxTotal: money(),
  total: money(),
});

/** The public link (public-link.ts) and when it was first opened by someone outside the account (first-view.ts). */
export const publicLinkProperties = () => ({
  /** The secret of the public link: 32 random bytes, base64url; null until sent or once revoked. */
  publicToken: p.string().length(64).nullable().unique(),
  /** The link's last day (YYYY-MM-DD, UTC); after it the link answers as a revoked one. Null: no expiry. */
  publicLinkExpiresOn: p.date().nullable(),
  viewedAt: p.datetime().nullable(),
});

/**
 * What earlier invoices billed of a line's work at its taxes (a pay application's line, and the
 * credit notes of it), so its taxes are those of the whole to date less those charged before
 * (taxedBefore in the calculator); null for a line billed once.
 */
export const taxedBeforeProperties = () => ({
  taxedBefore: money().nullable(),
});

/** The optimistic-locking version (a stale save answers 409) and the row's times. */
export const versionProperties = () => ({
  version: p.integer().version(),
  createdAt: p.datetime().onCreate(() => new Date()),
  updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
});

/** One line as typed, with the figures the calculator computed for it (see lineFields in totals.ts). */
export const lineProperties = () => ({
  position: p.integer(),
  description: p.text(),
  /** Exact decimal text (up to 4 places), never a float. */
  quantity: p.string().length(24),
  unitPrice: money(),
  unit: p.string().length(20).default(''),
  taxes: p.json<TaxRate[]>(),
  discount: p.json<DiscountInput>().nullable(),
  amount: money(),
  discountShare: money(),
  net: money(),
  taxAmounts: p.json<TaxAmount[]>(),
  total: money(),
});
