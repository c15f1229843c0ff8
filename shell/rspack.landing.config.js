import path from 'node:path';
import { swcRule } from '@ledgerline/shell-sdk/build/rspack';

/**
 * The static landing page's script (src/pwa/landing/landing-install.ts), compiled on its own: a plain
 * browser bundle without Module Federation, written into the shell's dist as /landing-install.js
 * (LANDING_SCRIPT_PATH). It runs after the shell's build, which empties dist/ first.
 */
export function createLandingScriptConfig(after) {
  return {
    name: 'landing-script',
    dependencies: [after],
    context: import.meta.dirname,
    mode: 'production',
    target: 'web',
    devtool: false,
    entry: { 'landing-install': './src/pwa/landing/landing-install.ts' },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    module: {
      rules: [swcRule(/\.tsx?$/, true)],
    },
    output: { path: path.join(import.meta.dirname, 'dist'), filename: '[name].js', chunkFilename: 'landing-install.[id].[contenthash:8].js', publicPath: '/', clean: false },
  };
}
