import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const compress = promisify(brotliCompress);

/** Text assets worth compressing; source maps are fetched by developer tools only. */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
/** What the test build compresses with: about as fast as the gateway's on-the-fly quality 4. */
export const FAST_BROTLI_QUALITY = 5;

/** Below this size the header overhead eats the gain. */
const MIN_BYTES = 1024;

/**
 * Why: the gateway compresses on the fly with brotli quality 4 (koa-compress' default, cheap per
 * request); quality 11 is about 14 % smaller but far too slow to run per request. koa-send already
 * serves `<file>.br` when it exists and the browser accepts br, and koa-compress leaves a response
 * that already has a Content-Encoding alone, so writing the .br files next to the build output is the
 * whole change. Runs after emit, on the final bytes, so every asset's .br matches it.
 */
export class PrecompressPlugin implements RspackPluginInstance {
  readonly #quality: number;

  constructor(quality: number = constants.BROTLI_MAX_QUALITY) {
    this.#quality = quality;
  }

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path ?? compiler.outputPath;
      await Promise.all(
        compilation
          .getAssets()
          .filter(({ name, source }) => COMPRESSIBLE.test(name) && source.size() >= MIN_BYTES)
          .map(async ({ name }) => {
            const file = path.join(outputPath, name);
            const compressed = await compress(await readFile(file), {
              params: { [constants.BROTLI_PARAM_QUALITY]: this.#quality },
            });
            await writeFile(`${file}.br`, compressed);
          }),
      );
    });
  }
}
