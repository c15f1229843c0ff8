import { formatScaled, isRateText, parseScaled, RATE_SCALE, type DocumentRate } from '@ledgerline/contracts';

export interface ShownRate {
  /** The rate the display converts with, or null when there is none to show. */
  rate: DocumentRate | null;
  /** A newer published rate that saving will record instead of the one shown; null when there is none. */
  onSave: DocumentRate | null;
}

const sameRate = (a: DocumentRate | null, b: DocumentRate | null) => a?.rate === b?.rate && a?.source === b?.source && a?.date === b?.date;

/**
 * What the exchange-rate display shows, mirroring what the server records on save: a valid typed rate
 * (dated the day it was first typed, today for a new one); else the rate the document recorded, with
 * the latest published one beside it when saving would replace it; else the latest published rate.
 */
export function shownRate(typed: string, recorded: DocumentRate | null, latest: DocumentRate | null, today: string): ShownRate {
  const text = typed.trim();
  if (isRateText(text)) {
    const rate = formatScaled(parseScaled(text, RATE_SCALE), RATE_SCALE);
    const date = recorded?.source === 'manual' && recorded.rate === rate ? recorded.date : today;
    return { rate: { rate, source: 'manual', date }, onSave: null };
  }
  const published = recorded?.source === 'manual' ? null : recorded;
  if (published) return { rate: published, onSave: latest && !sameRate(latest, published) ? latest : null };
  return { rate: latest, onSave: null };
}
