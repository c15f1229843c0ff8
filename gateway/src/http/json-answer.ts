import { Stream } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Middleware } from 'koa';
import type { AppState } from './app-state.ts';

const brotliCompress = promisify(zlib.brotliCompress);

/** Below this an answer fits one packet anyway; compressing it costs more than it saves. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Writes an API answer's JSON once and, when it is worth it and the client takes brotli, compresses
 * it in one call at quality 1. Left to koa-compress, an object body is serialised twice (once to
 * measure it, once to send it) and compressed through a stream at quality 4 into a chunked answer;
 * issue 14's profile of the invoice list found both among a request's top costs. Quality 1 keeps
 * most of the saving on JSON (which repeats its keys on every row) at a fraction of the CPU.
 */
export const jsonAnswer: Middleware<AppState> = async function writeJsonAnswer(ctx, next) {
  await next();
  const { body } = ctx;
  if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || body instanceof Stream) return;
  // A string (not a Buffer) goes out in one write together with the headers.
  const json = JSON.stringify(body);
  ctx.body = json;
  if (json.length < COMPRESS_FROM_BYTES || !ctx.get('accept-encoding') || ctx.acceptsEncodings('br', 'identity') !== 'br') return;
  ctx.body = await brotliCompress(json, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json) },
  });
  ctx.set('Content-Encoding', 'br');
};
