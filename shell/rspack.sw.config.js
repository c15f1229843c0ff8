import path from 'node:path';

/** Where the compiled worker waits for the shell build to write its precache list into it. */
export const COMPILED_WORKER = path.join(import.meta.dirname, 'node_modules', '.cache', 'service-worker', 'sw.js');

/**
 * The service worker, compiled on its own: a plain webworker bundle without Module Federation (its
 * runtime cannot run in a worker), and without a source map, since InjectManifest rewrites the file.
 */
export function createServiceWorkerConfig() {
  return {
    name: 'service-worker',
    context: import.meta.dirname,
    mode: 'production',
    target: 'webworker',
    devtool: false,
    entry: { sw: './src/pwa/service-worker/sw.ts' },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: { jsc: { target: 'es2022', parser: { syntax: 'typescript' } } },
        },
      ],
    },
    output: { path: path.dirname(COMPILED_WORKER), filename: path.basename(COMPILED_WORKER), clean: true },
  };
}
