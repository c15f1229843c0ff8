import path from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { REMOTE_FOLDERS, remoteReleasePath, type RemoteName } from '@ledgerline/contracts';
import { FAST_BROTLI_QUALITY, PrecompressPlugin } from './precompress-plugin.ts';
import { SHELL_PROVIDED_ONLY, sharedSingletons } from './shared-singletons.ts';
import { remoteNeeds, shellProvides } from './shell-provides.ts';

/** The env object the rspack CLI passes to a config function. */
export interface RspackCliEnv {
  RSPACK_SERVE?: boolean;
  /** `--env release=<version>`: a build for /remotes/<folder>/releases/<version>/ (npm run release:remote). */
  release?: string;
}

const RUNTIME_PLUGINS = path.join(import.meta.dirname, 'runtime-plugins');

/** Every build runs in the browser only: leave Node's script-loading code out of the federation runtime. */
const BROWSER_ONLY_RUNTIME = { optimization: { target: 'web' as const } };

/** Where `npm run dev` of the gateway listens; dev servers forward the API to it. */
const GATEWAY_DEV_URL = 'http://127.0.0.1:3000';

/** TypeScript (and TSX when `tsx`) compiled by Rspack's SWC: every build of the app, the federated ones and the plain side builds. */
export function swcRule(test: RegExp, tsx: boolean, development = false): RuleSetRule {
  return {
    test,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto',
    options: {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx },
        transform: { react: { runtime: 'automatic', development } },
      },
    },
  };
}

/**
 * antd's own @rc-component packages do not say they are side-effect free, though they are (no
 * module of theirs changes anything outside itself when imported), so one name imported from a
 * package's index pulled the whole package: every antd Input, whose form context names one export
 * of @rc-component/form, brought the form library and its validator to the first screen, and
 * Button's colour token brought the colour picker and Collapse (issue 13 §4, the 250 KB budget).
 */
const RC_COMPONENTS_WITHOUT_SIDE_EFFECTS: RuleSetRule = { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false };

/**
 * The end-to-end run's build (BUILD_FOR_TESTS=1, set by `npm run e2e`): no source maps, and the .br
 * files at a fast brotli quality. Both cost minutes of a 2-core run and nothing a test looks at; the
 * .br files are still written, so the gateway's precompressed path is what the browser is served.
 */
const buildForTests = process.env.BUILD_FOR_TESTS === '1';

const precompress = () => new PrecompressPlugin(buildForTests ? FAST_BROTLI_QUALITY : undefined);

function commonConfig(dir: string, isServe: boolean): Configuration {
  return {
    context: dir,
    mode: isServe ? 'development' : 'production',
    // `rspack serve` otherwise compiles dynamic imports lazily, and the lazy proxy of the entry's
    // async boundary (index.ts -> bootstrap) never loads alongside Module Federation.
    lazyCompilation: false,
    devtool: isServe ? 'cheap-module-source-map' : buildForTests ? false : 'source-map',
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: { rules: [swcRule(/\.ts$/, false, isServe), swcRule(/\.tsx$/, true, isServe), RC_COMPONENTS_WITHOUT_SIDE_EFFECTS] },
    output: {
      path: path.join(dir, 'dist'),
      // Hashed names may be cached for a year; remoteEntry.js and mf-manifest.json keep fixed names.
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
  };
}

/**
 * The dev server forwards API calls to the gateway. The gateway rejects a foreign Origin, so the
 * forwarded request carries the gateway's own.
 */
function devServer(port: number, forwarded: string[]): Configuration['devServer'] {
  return {
    port,
    historyApiFallback: true,
    proxy: [{ context: forwarded, target: GATEWAY_DEV_URL, headers: { origin: GATEWAY_DEV_URL } }],
  };
}

/**
 * The shell: the federation host. It names no remotes at build time; it asks GET /api/remotes at run
 * time, so a remote can be redeployed or rolled back without rebuilding the shell.
 */
export function createShellConfig(options: { dir: string; runtimePlugins: string[] }, env: RspackCliEnv): Configuration {
  const isServe = env.RSPACK_SERVE === true;
  const common = commonConfig(options.dir, isServe);
  const provides = shellProvides(options.dir);
  return {
    ...common,
    // index.ts only imports the bootstrap dynamically, so shared modules are negotiated before use.
    entry: { main: './src/index.ts' },
    output: { ...common.output, publicPath: '/' },
    devServer: devServer(8080, ['/api', '/remotes']),
    plugins: [
      new rspack.HtmlRspackPlugin({ template: './index.html' }),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: provides.consumed,
        shareStrategy: 'loaded-first',
        runtimePlugins: [
          ...options.runtimePlugins,
          [
            path.join(RUNTIME_PLUGINS, 'shell-owned-singletons.ts'),
            { shareKeys: Object.keys(SHELL_PROVIDED_ONLY), providedNames: provides.providedNames },
          ],
        ],
        manifest: false,
        dts: false,
        experiments: BROWSER_ONLY_RUNTIME,
      }),
      ...provides.plugins,
      ...(isServe ? [] : [precompress()]),
    ],
  };
}

/**
 * A feature remote: its screens as exposed modules, served by the gateway at /remotes/<folder>/.
 * `rspack serve` also runs it alone (src/index.ts) against the gateway for development.
 */
export function createRemoteConfig(
  options: { dir: string; name: RemoteName; exposes: Record<string, string>; devPort: number },
  env: RspackCliEnv,
): Configuration {
  const isServe = env.RSPACK_SERVE === true;
  const common = commonConfig(options.dir, isServe);
  const folder = REMOTE_FOLDERS[options.name];
  // A chunk's URL comes from the publicPath, so a release must know the folder it will be served from.
  const servedAt = env.release ? remoteReleasePath(folder, env.release) : `/remotes/${folder}/`;
  return {
    ...common,
    entry: isServe ? { main: './src/index.ts' } : {},
    output: { ...common.output, publicPath: isServe ? '/' : servedAt },
    devServer: devServer(options.devPort, ['/api']),
    plugins: [
      ...(isServe ? [new rspack.HtmlRspackPlugin({ title: `${options.name} remote (standalone)` })] : []),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        runtimePlugins: [
          [
            path.join(RUNTIME_PLUGINS, 'shared-exports-guard.ts'),
            { remote: options.name, needs: remoteNeeds(options.dir) },
          ],
        ],
        manifest: true,
        dts: false,
        experiments: BROWSER_ONLY_RUNTIME,
      }),
      ...(isServe ? [] : [precompress()]),
    ],
  };
}
