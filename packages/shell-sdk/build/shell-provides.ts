import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type RspackPluginInstance } from '@rspack/core';
import type { moduleFederationPlugin } from '@module-federation/sdk';
import { importedNames } from './imported-names.ts';
import { routerClientApi } from './router-client-api.ts';
import { SHELL_PROVIDED_ONLY, sharedSingletons } from './shared-singletons.ts';

const require = createRequire(import.meta.url);
const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/**
 * Front-end packages that are bundled into each build that imports them rather than shared: what
 * they import from a singleton counts as imported by that build (a remote's editor blocks
 * navigation with the router's useBlocker through packages/document-editor, say).
 */
const BUNDLED_PACKAGES = ['api-client', 'document-editor', 'documents', 'plain-ui', 'shell-ui', 'invoice-list-rows', 'forms', 'lists', 'payments-ui'].map((name) => path.join(REPO_ROOT, 'packages', name, 'src'));

/** For each share key the shell provides only some names of, the names it provides. */
export type ProvidedNames = Record<string, readonly string[]>;

/**
 * The shell's side of SHELL_PROVIDED_ONLY: the singletons it consumes like any build, a
 * ProvideSharedPlugin for the rest (a facade module exporting the router's client API where
 * asked), and the names each facade provides, which the runtime publishes for the remotes' guard.
 */
export function shellProvides(dir: string): {
  consumed: moduleFederationPlugin.SharedObject;
  plugins: RspackPluginInstance[];
  providedNames: ProvidedNames;
} {
  const consumed = Object.fromEntries(Object.entries(sharedSingletons).filter(([name]) => !(name in SHELL_PROVIDED_ONLY)));
  const facades: Record<string, string> = {};
  const provides: Record<string, { shareKey: string; version: string; singleton: boolean; requiredVersion: string }> = {};
  const providedNames: ProvidedNames = {};
  for (const [name, how] of Object.entries(SHELL_PROVIDED_ONLY)) {
    const config = sharedSingletons[name] as { singleton: boolean; requiredVersion: string };
    let request = name;
    if (how === 'client-api') {
      const names = routerClientApi(name);
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

/**
 * For the remote built from `remoteDir`: the names its own source (and the packages it bundles) imports from each singleton
 * the shell provides only in part. Type names imported without `type` are not exports and drop out.
 * A name outside the router's client API, or a namespace import of it, fails the remote's build:
 * no shell would ever provide it.
 */
export function remoteNeeds(remoteDir: string): ProvidedNames {
  const dirs = [path.join(remoteDir, 'src'), ...BUNDLED_PACKAGES];
  const needs: Record<string, readonly string[]> = {};
  for (const [name, how] of Object.entries(SHELL_PROVIDED_ONLY)) {
    if (how !== 'client-api') continue;
    const imported = importedNames(name, dirs);
    const exported = new Set(Object.keys(require(name) as object));
    const clientApi = new Set(routerClientApi(name));
    const names = imported === 'all' ? ['*'] : imported.filter((each) => exported.has(each));
    const unshared = names.filter((each) => !clientApi.has(each));
    if (unshared.length > 0) {
      throw new Error(
        `${remoteDir} imports ${unshared.join(', ')} from ${name}, which the shell does not share ` +
          '(it shares the stable client API by name: see router-client-api.ts).',
      );
    }
    needs[name] = names;
  }
  return needs;
}
