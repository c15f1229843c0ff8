import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { swcRule } from '@ledgerline/shell-sdk/build/rspack';

const RENDERER = path.join(import.meta.dirname, 'node_modules', '.cache', 'static-landing', 'landing-document.mjs');
const PAGE = path.join(import.meta.dirname, 'dist', 'landing.html');

/** Once the renderer is built, runs it and writes the page beside the remote's own files. */
class WriteLandingPage {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('WriteLandingPage', async () => {
      const { renderLandingDocument } = await import(`${pathToFileURL(RENDERER).href}?${Date.now()}`);
      await writeFile(PAGE, renderLandingDocument());
    });
  }
}

/**
 * dist/landing.html, the page the gateway serves a visitor at / (src/landing/static-page/): the
 * landing screen rendered to HTML by Node at build time. It runs after the remote's own build, which
 * empties dist/ first.
 */
export function createStaticLandingConfig(after) {
  return {
    name: 'static-landing',
    dependencies: [after],
    context: import.meta.dirname,
    mode: 'production',
    target: 'node',
    devtool: false,
    entry: { 'landing-document': './src/landing/static-page/landing-document.tsx' },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [swcRule(/\.tsx?$/, true)],
    },
    optimization: { minimize: false },
    experiments: { outputModule: true },
    output: { path: path.dirname(RENDERER), filename: '[name].mjs', module: true, library: { type: 'module' }, chunkFormat: 'module', clean: true },
    plugins: [new WriteLandingPage()],
  };
}
