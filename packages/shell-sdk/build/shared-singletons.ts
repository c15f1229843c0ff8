import { createRequire } from 'node:module';
import type { moduleFederationPlugin } from '@module-federation/sdk';

/**
 * The reviewed list of modules the shell and every remote share as one instance. Each holds state
 * that must be single for the app to work: React's dispatcher, the router's context, the query cache,
 * antd's theme and toast host (and the dayjs it formats dates with), and the shell API itself.
 *
 * Left out on purpose:
 * - @ant-design/icons: sharing it provides the whole icon set (thousands of modules) as one chunk;
 *   imported locally, each bundle keeps only the icons it uses.
 * - @ledgerline/contracts: plain schemas and functions without state; sharing it would ship zod and
 *   every schema to first paint even where only types are used.
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'antd',
  'dayjs',
  '@ledgerline/shell-sdk',
] as const;

const require = createRequire(import.meta.url);

function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/**
 * The workspace installs one version of each (one lockfile), and every build requires at least that
 * one. Stated here because Module Federation otherwise guesses it from the importing package's
 * package.json, and shell-sdk only names peers.
 */
function installedVersion(specifier: string): string {
  const { version } = require(`${packageOf(specifier)}/package.json`) as { version: string };
  return version;
}

/**
 * Singletons the shell provides to the remotes without consuming them through the share scope: its
 * own imports of them are bundled as plain imports, which Rspack tree-shakes, so first paint carries
 * only the parts the shell's first screens use. What the shell provides comes from the same build,
 * so it is the same module instances the shell renders with, and the singleton stays single.
 * - 'whole': the whole package, in chunks that load when the first remote asks for it. antd is
 *   split into a module per component and is side-effect free, so the shell's first paint keeps
 *   only the components it draws, and a remote built later with any other antd export still gets
 *   it. shell-sdk is provided whole for the same reason, and react-query too (first paint keeps only
 *   the hooks the shell calls).
 * - 'client-api': react-router ships as one large module, which only shrinks if the provided copy
 *   exports fewer names: it exports the router's whole stable client API (router-client-api.ts),
 *   chosen from the package, not from what today's sources import, so a remote may use any of it
 *   without a shell release. A remote that imports a name outside it fails into its own "could not
 *   be loaded" card (runtime-plugins/shared-exports-guard.ts).
 */
export const SHELL_PROVIDED_ONLY: Readonly<Record<string, 'whole' | 'client-api'>> = {
  antd: 'whole',
  '@tanstack/react-query': 'whole',
  '@ledgerline/shell-sdk': 'whole',
  'react-router': 'client-api',
  'react-router-dom': 'client-api',
};

export const sharedSingletons: moduleFederationPlugin.SharedObject = Object.fromEntries(
  SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: `^${installedVersion(name)}` }]),
);
