import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { PROVIDED_NAMES_KEY } from './shell-owned-singletons.ts';

/**
 * Why: the shell's copy of react-router provides the router's stable client API as the shell's
 * react-router version had it. A remote built later against a newer react-router that imports a
 * name added since would get undefined from the singleton and fail somewhere inside React. This
 * checks, when the remote takes the singleton, that every name its own sources import is there, and
 * otherwise throws an error naming them: the remote's screens fail into their "could not be loaded"
 * card and the rest of the app keeps working until the shell is rebuilt on that version.
 */
export default function sharedExportsGuard(params: { remote: string; needs: Record<string, string[]> }): ModuleFederationRuntimePlugin {
  return {
    name: 'shared-exports-guard',
    resolveShare(args) {
      const needs = params.needs[args.pkgName];
      if (!needs) return args;
      const resolver = args.resolver;
      args.resolver = () => {
        const resolved = resolver();
        const provided = (resolved?.shared as Record<string, unknown> | undefined)?.[PROVIDED_NAMES_KEY];
        if (Array.isArray(provided)) {
          const missing = needs.filter((name) => !provided.includes(name));
          if (missing.length > 0) {
            throw new Error(
              `The remote "${params.remote}" imports ${missing.join(', ')} from ${args.pkgName}, which the shell's ` +
                'shared copy does not provide. Rebuild and redeploy the shell.',
            );
          }
        }
        return resolved;
      };
      return args;
    },
  };
}
