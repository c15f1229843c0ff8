import type { SqlEntityManager } from '@mikro-orm/sql';
import { crossRate, type DocumentRate, type RateSource } from '@ledgerline/contracts';

type RateRow = { source: RateSource; date: string; base: string; currency: string; rate: string };

/** The date of the newest stored rates of `source`, or null before the first refresh. */
export async function latestRatesDate(em: SqlEntityManager, source: string): Promise<string | null> {
  const [row] = await em.execute<{ date: string | null }[]>(`select to_char(max(date), 'YYYY-MM-DD') as date from exchange_rate where source = ?`, [source]);
  return row?.date ?? null;
}

/**
 * The newest stored rate from `from` to `to` (two different currencies), or null when no stored day
 * quotes both. Rates are published against one base (the euro for the ECB): a pair without it is
 * crossed through it, and both sides come from the same day, so the rate has one honest date.
 */
export async function latestRate(em: SqlEntityManager, from: string, to: string): Promise<DocumentRate | null> {
  const rows = await em.execute<RateRow[]>(
    `with day as (
      select source, date, base from exchange_rate
      where currency in (?, ?) or base in (?, ?)
      group by source, date, base
      having count(*) filter (where currency in (?, ?)) = (case when base in (?, ?) then 1 else 2 end)
      order by date desc, source limit 1
    )
    select r.source, to_char(r.date, 'YYYY-MM-DD') as date, r.base, r.currency, r.rate
    from exchange_rate r join day d on r.source = d.source and r.date = d.date and r.base = d.base
    where r.currency in (?, ?)`,
    [from, to, from, to, from, to, from, to, from, to],
  );
  const [first] = rows;
  if (!first) return null;
  const baseTo = (currency: string) => (currency === first.base ? '1' : rows.find((row) => row.currency === currency)?.rate);
  const fromRate = baseTo(from);
  const toRate = baseTo(to);
  if (fromRate === undefined || toRate === undefined) return null;
  return { rate: crossRate(fromRate, toRate), source: first.source, date: first.date };
}
