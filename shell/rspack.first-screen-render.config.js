import path from 'node:path';
import { swcRule } from '@ledgerline/shell-sdk/build/rspack';

/** The gateway loads the render bundle from here (gateway/src/modules/first-screen/first-screen-renderer.ts). */
const FIRST_SCREEN_RENDER_DIR = path.join(import.meta.dirname, 'dist-render');

/**
 * dist-render/first-screen-render.mjs: the shell-owned first screen's renderer
 * (src/server-render/render-first-screen.tsx), compiled for Node as one ES module the gateway
 * imports as a build artifact. Outside dist/, which the gateway serves to browsers.
 */
export function createFirstScreenRenderConfig() {
  return {
    name: 'first-screen-render',
    context: import.meta.dirname,
    mode: 'production',
    target: 'node',
    devtool: false,
    entry: { 'first-screen-render': './src/server-render/render-first-screen.tsx' },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [swcRule(/\.tsx?$/, true)],
    },
    optimization: { minimize: false },
    experiments: { outputModule: true },
    output: {
      path: FIRST_SCREEN_RENDER_DIR,
      filename: '[name].mjs',
      chunkFilename: '[name].[contenthash:8].mjs',
      module: true,
      library: { type: 'module' },
      chunkFormat: 'module',
      clean: true,
    },
  };
}
