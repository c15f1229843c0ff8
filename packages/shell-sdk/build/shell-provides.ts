import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type RspackPluginInstance } from '@rspack/core';
import type { moduleFederationPlugin } from '@module-federation/sdk';
import { REMOTE_FOLDERS } from '@ledgerline/contracts';
import { importedNames, type ImportedNames } from './imported-names.ts';
import { SHELL_PROVIDED_ONLY, sharedSingletons } from './shared-singletons.ts';

const require = createRequire(import.meta.url);
const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/**
 * Front-end packages that are bundled into each build that imports them rather than shared: what
 * they import from a singleton counts as imported by that build (a remote's editor blocks
 * navigation with the router's useBlocker through packages/document-editor, say).
 */
const BUNDLED_PACKAGES = ['api-client', 'document-editor', 'documents'].map((name) => path.join(REPO_ROOT, 'packages', name, 'src'));

/** The source folders of one build: a remote's own, or everything the shell's copy must serve. */
export function sourceDirs(build: 'shell' | { remoteFolder: string }): string[] {
  if (build !== 'shell') return [path.join(REPO_ROOT, 'remotes', build.remoteFolder, 'src'), ...BUNDLED_PACKAGES];
  return [
    path.join(REPO_ROOT, 'shell', 'src'),
    path.join(REPO_ROOT, 'packages', 'shell-sdk', 'src'),
    ...BUNDLED_PACKAGES,
    ...Object.values(REMOTE_FOLDERS).map((folder) => path.join(REPO_ROOT, 'remotes', folder, 'src')),
  ];
}

/**
 * Packages that re-export another shared one: react-router-dom re-exports react-router, so a name
 * imported from react-router-dom is also one the react-router copy must provide.
 */
const REEXPORTED_BY: Readonly<Record<string, readonly string[]>> = { 'react-router': ['react-router-dom'] };

/**
 * The names imported from `pkg` (or a package re-exporting it) that `pkg` really exports at run
 * time: type names imported without `type` drop out.
 */
export function runtimeNames(pkg: string, dirs: readonly string[]): ImportedNames {
  const exported = new Set(Object.keys(require(pkg) as object));
  const names = new Set<string>();
  for (const importedFrom of [pkg, ...(REEXPORTED_BY[pkg] ?? [])]) {
    const imported = importedNames(importedFrom, dirs);
    if (imported === 'all') return 'all';
    for (const name of imported) if (exported.has(name)) names.add(name);
  }
  return [...names].sort();
}

/** For each share key the shell provides by imported names, the names it provides. */
export type ProvidedNames = Record<string, readonly string[]>;

/**
 * The shell's side of SHELL_PROVIDED_ONLY: the singletons it consumes like any build, a
 * ProvideSharedPlugin for the rest (a facade module exporting the imported names where asked), and
 * the names each facade provides, which the runtime publishes for the remotes' guard.
 */
export function shellProvides(dir: string): {
  consumed: moduleFederationPlugin.SharedObject;
  plugins: RspackPluginInstance[];
  providedNames: ProvidedNames;
} {
  const consumed = Object.fromEntries(Object.entries(sharedSingletons).filter(([name]) => !(name in SHELL_PROVIDED_ONLY)));
  const dirs = sourceDirs('shell');
  const facades: Record<string, string> = {};
  const provides: Record<string, { shareKey: string; version: string; singleton: boolean; requiredVersion: string }> = {};
  const providedNames: ProvidedNames = {};
  for (const [name, how] of Object.entries(SHELL_PROVIDED_ONLY)) {
    const config = sharedSingletons[name] as { singleton: boolean; requiredVersion: string };
    const names = how === 'imported-names' ? runtimeNames(name, dirs) : 'all';
    let request = name;
    if (names !== 'all') {
      request = path.join(dir, 'node_modules', '.shared-facades', `${name.replaceAll('/', '__')}.js`);
      facades[request] = `export { ${names.join(', ')} } from '${name}';\n`;
      providedNames[name] = names;
    }
    provides[request] = { shareKey: name, version: config.requiredVersion.slice(1), singleton: config.singleton, requiredVersion: config.requiredVersion };
  }
  return {
    consumed,
    plugins: [new rspack.experiments.VirtualModulesPlugin(facades), new rspack.sharing.ProvideSharedPlugin({ provides, enhanced: true })],
    providedNames,
  };
}

/** For a remote: the names its own source imports from each singleton the shell provides by name. */
export function remoteNeeds(remoteFolder: string): ProvidedNames {
  const dirs = sourceDirs({ remoteFolder });
  const needs: Record<string, readonly string[]> = {};
  for (const [name, how] of Object.entries(SHELL_PROVIDED_ONLY)) {
    if (how !== 'imported-names') continue;
    const names = runtimeNames(name, dirs);
    // 'all' cannot be checked name by name; the guard then asks for the whole package.
    needs[name] = names === 'all' ? ['*'] : names;
  }
  return needs;
}
