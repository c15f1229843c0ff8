import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Where the shell's copy of a singleton lists the names it provides, for shared-exports-guard.ts. */
export const PROVIDED_NAMES_KEY = 'ledgerlineProvidedNames';

/**
 * Why: the shell provides some singletons without consuming them through the share scope (see
 * SHELL_PROVIDED_ONLY), so the runtime does not count the shell's copy as loaded. With shareStrategy
 * 'loaded-first', a remote built against a newer version would then pick its own copy: a second
 * antd outside the shell's theme and toast host, a second router outside the shell's. Registering
 * the shell's copies as loaded keeps them the ones every remote gets, as when the shell consumed
 * them at start; their code still downloads only when a remote first asks. A copy that provides only
 * some names carries the list, so a remote's guard can refuse it instead of rendering undefined.
 */
export default function shellOwnedSingletons(params: {
  shareKeys: string[];
  providedNames: Record<string, string[]>;
}): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-owned-singletons',
    beforeInit(args) {
      for (const shareKey of params.shareKeys) {
        const entries = args.userOptions.shared?.[shareKey];
        for (const shared of Array.isArray(entries) ? entries : entries ? [entries] : []) {
          shared.loaded = true;
          const names = params.providedNames[shareKey];
          if (names) Object.assign(shared, { [PROVIDED_NAMES_KEY]: names });
        }
      }
      return args;
    },
  };
}
