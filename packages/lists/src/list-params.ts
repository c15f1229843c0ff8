/**
 * Reading a list's state (filters, sort, page) back from the address, where lists keep it so Back and
 * a shared link return to the same view. Anything the API would refuse falls back to the default.
 */

/** The value if it is one of `allowed`, otherwise `fallback`. */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** A whole number from 1 to `max`, otherwise `fallback`: a page or a page size. */
export function positiveParam(value: string | null, fallback: number, max: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 && parsed <= max ? parsed : fallback;
}

export { LIST_SCREEN_PAGE_SIZE as PAGE_SIZE_DEFAULT } from '@ledgerline/contracts';
export const PAGE_SIZE_MAX = 100;
export const PAGE_MAX = 100_000;
