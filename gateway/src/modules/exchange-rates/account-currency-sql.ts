import { minorDigits } from '@ledgerline/contracts';

/*
 * SQL that converts document amounts into the account's currency with each document's own recorded
 * rate, for reports whose answer is in the account's currency. Exact numeric arithmetic, rounded
 * half away from zero once per document, as convertMinor in contracts does.
 */

/** The minor-unit digits of every currency that does not have two, from the runtime's Intl (as minorDigits reads them). */
const OTHER_DIGITS = Intl.supportedValuesOf('currency')
  .filter((code) => /^[A-Z]{3}$/.test(code) && minorDigits(code) !== 2)
  .map((code) => `('${code}', ${minorDigits(code)})`)
  .join(', ');

const digitsOf = (currency: string) => `coalesce((select d.digits from (values ${OTHER_DIGITS}) d(code, digits) where d.code = ${currency}), 2)`;

/** The account's currency, for a row `alias` that has an account_id. */
export const accountCurrencyOf = (alias: string) => `(select s.currency from account_settings s where s.account_id = ${alias}.account_id)`;

/**
 * `amount` of the document row `doc` (which has currency and exchange_rate) in `accountCurrency`
 * (an SQL expression): as it is in the account's own currency, converted at the recorded rate
 * otherwise, and null when the document recorded no rate, so a sum leaves it out rather than guess.
 */
export function inAccountCurrency(amount: string, doc: string, accountCurrency: string): string {
  return `(case when ${doc}.currency = ${accountCurrency} then ${amount}
    else round(${amount} * ${doc}.exchange_rate::numeric * power(10::numeric, ${digitsOf(accountCurrency)} - ${digitsOf(`${doc}.currency`)})) end)`;
}
