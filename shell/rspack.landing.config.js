import path from 'node:path';

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
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: { jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
        },
      ],
    },
    output: { path: path.join(import.meta.dirname, 'dist'), filename: '[name].js', chunkFilename: 'landing-install.[id].[contenthash:8].js', publicPath: '/', clean: false },
  };
}
