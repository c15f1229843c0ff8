import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
import { currencyCodeSchema, isoDateSchema, rateTextSchema } from '@ledgerline/contracts';
import type { PublishedRates, RateProvider } from './rate-provider.ts';

/** The ECB publishes once a working day around 16:00 CET; a slow answer is a failed refresh, not a stuck job. */
const FETCH_TIMEOUT_MS = 10_000;

// Attribute values stay text (parseAttributeValue is off by default), so a rate never becomes a float.
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', removeNSPrefix: true, isArray: (name) => name === 'Cube' });

/** eurofxref-daily.xml: Envelope > Cube > Cube time="YYYY-MM-DD" > Cube currency="USD" rate="1.0835". */
const dailyFileSchema = z.object({
  Envelope: z.object({
    Cube: z.tuple([
      z.object({
        Cube: z.tuple([
          z.object({
            time: isoDateSchema,
            Cube: z.array(z.object({ currency: currencyCodeSchema, rate: rateTextSchema })).min(1),
          }),
        ]),
      }),
    ]),
  }),
});

export class RatesUnreadableError extends Error {
  override name = 'RatesUnreadableError';
}

/** Reads the ECB's daily reference rates file; every rate is against the euro. */
export function parseEcbDaily(xml: string): PublishedRates {
  const parsed = dailyFileSchema.safeParse(parser.parse(xml));
  if (!parsed.success) throw new RatesUnreadableError('The rates file is not the ECB daily reference rates format.');
  const [{ Cube: [day] }] = parsed.data.Envelope.Cube;
  return {
    source: 'ecb',
    base: 'EUR',
    date: day.time,
    rates: Object.fromEntries(day.Cube.map((entry) => [entry.currency, entry.rate])),
  };
}

/** The European Central Bank's daily reference rates, read from `url` (ECB_RATES_URL). */
export function ecbProvider(url: string): RateProvider {
  return {
    source: 'ecb',
    async fetchLatest() {
      const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) throw new RatesUnreadableError(`The rates source answered HTTP ${response.status}.`);
      return parseEcbDaily(await response.text());
    },
  };
}
