import { createHmac } from 'node:crypto';

/**
 * The test-mode provider's card rules, like a card processor's test mode: any number that passes
 * the Luhn check works, and these (Stripe's own test numbers) behave specially.
 */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declines: '4000000000000002',
  needsConfirmation: '4000002500003155',
} as const;

export const DECLINED_MESSAGE = 'Your card was declined.';

/** What a card does when charged: stored with the saved method instead of its number. */
export type CardBehaviour = 'succeed' | 'decline' | 'authenticate';

export type CardInput = { number: string; expMonth: number; expYear: number; cvc: string };

export type CheckedCard = { brand: string; last4: string; expMonth: number; expYear: number; fingerprint: string; behaviour: CardBehaviour };

/** A card the form must fix before anything is charged, with the field it concerns. */
export class CardInputError extends Error {
  override name = 'CardInputError';
  readonly field: keyof CardInput;
  constructor(field: keyof CardInput, message: string) {
    super(message);
    this.field = field;
  }
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65)/.test(digits)) return 'discover';
  return 'unknown';
}

function behaviourOf(digits: string): CardBehaviour {
  if (digits === TEST_CARDS.declines) return 'decline';
  if (digits === TEST_CARDS.needsConfirmation) return 'authenticate';
  return 'succeed';
}

/**
 * Validates a typed card (number by Luhn, expiry not past, CVC length for the brand) and reduces it
 * to what may be kept: the number itself never leaves this function, only an HMAC of it.
 */
export function checkCard(card: CardInput, fingerprintKey: string, now: Date): CheckedCard {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) throw new CardInputError('number', 'Your card number is incorrect.');
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    throw new CardInputError('expMonth', "Your card's expiration month is invalid.");
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (!Number.isInteger(year) || year * 12 + card.expMonth - 1 < thisMonth) throw new CardInputError('expYear', 'Your card has expired.');
  const brand = brandOf(digits);
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) throw new CardInputError('cvc', "Your card's security code is incorrect.");
  return {
    brand,
    last4: digits.slice(-4),
    expMonth: card.expMonth,
    expYear: year,
    fingerprint: createHmac('sha256', fingerprintKey).update(digits).digest('hex').slice(0, 32),
    behaviour: behaviourOf(digits),
  };
}
