/**
 * Deposits requested on an estimate: a percentage of the accepted total (up to 2 decimals, "30",
 * "12.5") or a fixed amount in minor units.
 */
export const DEPOSIT_PERCENT_SCALE = 2;

export type DepositRequest = { type: 'percent'; value: string } | { type: 'amount'; value: number };
