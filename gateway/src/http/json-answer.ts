import { Stream } from 'node:stream';
import type { Middleware } from 'koa';
import type { AppState } from './app-state.ts';

/** Below this an answer fits one packet anyway; compressing it costs more than it saves (koa-compress's own threshold). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Writes an API answer's JSON once, so koa-compress (further out, app.ts) measures and compresses
 * a string instead of serialising the object a second time. An answer under the threshold is
 * marked not to be compressed, so koa-compress need not look it over at all.
 */
export const jsonAnswer: Middleware<AppState> = async function writeJsonAnswer(ctx, next) {
  await next();
  const { body } = ctx;
  if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || body instanceof Stream) return;
  // A string (not a Buffer) goes out in one write together with the headers; the JSON type set with the object stays.
  const json = JSON.stringify(body);
  ctx.body = json;
  if (json.length < COMPRESS_FROM_BYTES) ctx.compress = false;
};
