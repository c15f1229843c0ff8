import type { z } from 'zod';
import { idSchema } from '@ledgerline/contracts';
import { HttpError, notFound, unauthenticated } from './http-error.ts';
import { parseInput } from './parse-body.ts';
import type { AppState, SessionUser } from './app-state.ts';

/** The signed-in user, or a 401: every business route starts here. */
export function requireUser(state: AppState): SessionUser {
  if (!state.user) throw unauthenticated();
  return state.user;
}

/**
 * Parses a query string with a strict contracts schema, reporting failures like a body's. A
 * parameter given twice (?q=a&q=b) is refused rather than guessed at, so schemas only see strings.
 */
export function parseQuery<Schema extends z.ZodType>(schema: Schema, query: Record<string, string | string[] | undefined>): z.infer<Schema> {
  const repeated = Object.keys(query).filter((key) => Array.isArray(query[key]));
  if (repeated.length > 0) {
    const fields = Object.fromEntries(repeated.map((key) => [key, [`Give the parameter ${key} only once.`]]));
    throw new HttpError(400, 'validation_failed', `Give the parameter ${repeated[0]} only once.`, { fields });
  }
  return parseInput(schema, query, 'query');
}

/** A path id that is not a UUID names nothing, so it answers 404 like a missing or foreign row. */
export function parseId(value: string | undefined): string {
  if (!idSchema.safeParse(value).success) throw notFound();
  return value as string;
}

/** The app's configured public address for the links an answer or an email carries; never the request's Host, which a client chooses. */
export function publicOrigin(ctx: { state: { appUrl: string } }): string {
  return ctx.state.appUrl;
}
