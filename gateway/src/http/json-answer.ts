import { Stream } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Middleware } from 'koa';
import type { AppState } from './app-state.ts';

const gzipInThreadPool = promisify(zlib.gzip);

/** Below this an answer fits one packet anyway; compressing it costs more than it saves. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Up to this size an answer is compressed on the event loop. zlib.gzip (thread pool) wraps each call
 * in a stream and a native handle with its own buffers: on a 17 KB first page of invoices that cost
 * 0.2 ms of the event loop's CPU per answer and, at 20 connections, tens of MB of dead buffers
 * between collections (issue 14's profile and memory figures), while gzipSync does the whole job in
 * 0.05 ms. Larger answers still go to the thread pool, so one big export cannot stall the others.
 */
const COMPRESS_INLINE_UP_TO_BYTES = 256 * 1024;

const GZIP = { level: 1 };

/**
 * Writes an API answer's JSON once and, when it is worth it and the client takes gzip, compresses
 * it in one call at level 1. Left to koa-compress, an object body is serialised twice (once to
 * measure it, once to send it) and compressed through a stream at brotli quality 4 into a chunked
 * answer: issue 14's profile of the invoice list found both among a request's top costs. Measured
 * here on a 17 KB first page of invoices: gzip level 1 0.05 ms to 3.5 KB, brotli quality 1 0.08 ms
 * to 3.6 KB, brotli quality 4 0.25 ms to 3.0 KB.
 */
export const jsonAnswer: Middleware<AppState> = async function writeJsonAnswer(ctx, next) {
  await next();
  const { body } = ctx;
  if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || body instanceof Stream) return;
  // A string (not a Buffer) goes out in one write together with the headers.
  const json = JSON.stringify(body);
  ctx.body = json;
  if (json.length < COMPRESS_FROM_BYTES) {
    // Below koa-compress's own threshold too: it need not look the answer over again (its
    // content-type filter was a visible share of a small answer's CPU, issue 14's profile).
    ctx.compress = false;
    return;
  }
  // A client that refuses gzip is left to koa-compress, further out, which offers brotli.
  if (!ctx.get('accept-encoding') || ctx.acceptsEncodings('gzip', 'identity') !== 'gzip') return;
  ctx.body = json.length <= COMPRESS_INLINE_UP_TO_BYTES ? zlib.gzipSync(json, GZIP) : await gzipInThreadPool(json, GZIP);
  ctx.set('Content-Encoding', 'gzip');
};
