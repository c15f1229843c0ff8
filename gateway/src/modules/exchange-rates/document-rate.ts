import type { SqlEntityManager } from '@mikro-orm/sql';
import { formatScaled, parseScaled, RATE_SCALE, type DocumentRate, type RateSource } from '@ledgerline/contracts';
import { today } from '../document-core/request-today.ts';
import { latestRate } from './latest-rate.ts';

/** The rate columns every document kind stores (exchangeRateProperties in document-properties.ts). */
export type RateColumns = { exchangeRate: string | null; exchangeRateSource: RateSource | null; exchangeRateDate: string | null };
/** The same columns as an entity reads them (a row loaded without them has them undefined). */
type StoredRate = Partial<RateColumns>;

const NO_RATE: RateColumns = { exchangeRate: null, exchangeRateSource: null, exchangeRateDate: null };

const stored = (rate: DocumentRate): RateColumns => ({ exchangeRate: rate.rate, exchangeRateSource: rate.source, exchangeRateDate: rate.date });

/**
 * The rate a document records when it is saved, from its currency to the account's: none in the
 * account's own currency; the rate the user typed (dated the day it was first typed); otherwise the
 * latest stored rate with its source and date, or none when no rate has been stored yet.
 */
export async function rateToRecord(
  tx: SqlEntityManager,
  currencies: { document: string; account: string },
  typed: string | null,
  previous: StoredRate = NO_RATE,
): Promise<RateColumns> {
  if (currencies.document === currencies.account) return NO_RATE;
  if (typed !== null) {
    const rate = formatScaled(parseScaled(typed, RATE_SCALE), RATE_SCALE);
    const unchanged = previous.exchangeRateSource === 'manual' && previous.exchangeRate === rate;
    return { exchangeRate: rate, exchangeRateSource: 'manual', exchangeRateDate: (unchanged && previous.exchangeRateDate) || today() };
  }
  const latest = await latestRate(tx, currencies.document, currencies.account);
  return latest ? stored(latest) : NO_RATE;
}

/** The recorded rate as the API shows it. */
export function toRateBody(document: StoredRate): DocumentRate | null {
  const { exchangeRate, exchangeRateSource, exchangeRateDate } = document;
  return exchangeRate && exchangeRateSource && exchangeRateDate ? { rate: exchangeRate, source: exchangeRateSource, date: exchangeRateDate } : null;
}

/** The rate columns of a stored document, to copy them onto another (a new revision keeps its rate). */
export function storedRateOf(document: StoredRate): RateColumns {
  return { exchangeRate: document.exchangeRate ?? null, exchangeRateSource: document.exchangeRateSource ?? null, exchangeRateDate: document.exchangeRateDate ?? null };
}

/** The rate a user typed on a stored document, as input again; null when it came from a provider. */
export function typedRateOf(document: StoredRate): string | null {
  return document.exchangeRateSource === 'manual' ? (document.exchangeRate ?? null) : null;
}
