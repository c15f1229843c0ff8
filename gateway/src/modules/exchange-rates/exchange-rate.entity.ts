import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * One published reference rate: on `date`, one unit of `base` bought `rate` of `currency`, as
 * `source` published it. Not account-scoped: every account reads the same published rates. Rows are
 * kept, not replaced, so a document's recorded rate can always be found again by source and date.
 */
export const ExchangeRate = defineEntity({
  name: 'ExchangeRate',
  uniques: [{ name: 'exchange_rate_source_date_currency_unique', properties: ['source', 'date', 'currency'] }],
  indexes: [{ name: 'exchange_rate_source_currency_date_index', properties: ['source', 'currency', 'date'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    source: p.string().length(20),
    date: p.date(),
    base: p.string().length(3),
    currency: p.string().length(3),
    /** Exact decimal text (see RATE_SCALE in contracts), never a float. */
    rate: p.string().length(32),
    fetchedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IExchangeRate = InferEntity<typeof ExchangeRate>;
