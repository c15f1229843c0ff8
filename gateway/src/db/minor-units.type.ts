import { BigIntType } from '@mikro-orm/core';

/** Raised when a bigint column holds more than a JS number can carry exactly. */
export class UnsafeAmountError extends Error {
  override name = 'UnsafeAmountError';
}

function safe(value: number): number {
  if (!Number.isSafeInteger(value)) throw new UnsafeAmountError(`Amount ${value} is not a safe integer.`);
  return value;
}

/**
 * Money in integer minor units in a bigint column. PostgreSQL returns bigint as text; it becomes a
 * number only after checking it is a safe integer, so an amount is never silently rounded. A nullable
 * column keeps null as null (no amount), never as 0.
 */
export class MinorUnitsType extends BigIntType<'number'> {
  constructor() {
    super('number');
  }

  override convertToDatabaseValue(value: number | null | undefined): string {
    if (value === null || value === undefined) return value as unknown as string;
    return String(safe(Number(value)));
  }

  override convertToJSValue(value: string | bigint | null | undefined): number {
    if (value === null || value === undefined) return value as unknown as number;
    const text = String(value);
    if (!/^-?\d+$/.test(text)) throw new UnsafeAmountError(`Amount ${text} is not an integer.`);
    return safe(Number(text));
  }
}
