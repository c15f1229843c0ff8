import { ApiError } from '@ledgerline/shell-sdk';

/** A token that is malformed is as invalid as one that is unknown. */
export const isInvalidLink = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);
