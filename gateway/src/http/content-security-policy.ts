import type { RemotesManifest } from '@ledgerline/contracts';

/** For whatever is not a page (API answers, images, chunks): nothing may run and nothing may frame it. */
export const LOCKED_DOWN_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The origins remote code comes from: a remote that REMOTES_FILE points at another host is loaded
 * from there (its mf-manifest.json by fetch, its remoteEntry.js and chunks by script tags, which
 * Module Federation takes from the manifest's own origin). Relative entries are this gateway's.
 */
export function remoteOrigins(manifest: RemotesManifest): string[] {
  const origins = new Set<string>();
  for (const { entry } of manifest.remotes) {
    if (!URL.canParse(entry)) continue;
    const url = new URL(entry);
    if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
  }
  return [...origins].sort();
}

const STRIPE_ORIGINS = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * The policy of the shell's pages and of its service worker.
 * - script-src: the app's own files, the inline scripts of the built index.html by hash, and the
 *   remotes' origins. No 'unsafe-inline' and no eval; 'wasm-unsafe-eval' lets WebAssembly compile
 *   (React-PDF's layout engine, yoga, is WASM) without allowing eval of JavaScript.
 * - connect-src also allows data:, where yoga's bundled WASM binary is fetched from.
 * - style-src keeps 'unsafe-inline': antd 6 writes its CSS-in-JS into <style> tags at run time, and
 *   a nonce would need a fresh index.html per response, while the service worker serves one cached
 *   copy offline. Styles cannot run code; a hash next to it would switch 'unsafe-inline' off.
 * - img-src and font-src allow data:, for small images and fonts inlined by the bundler or a library.
 * - frame-src allows blob:, where the template builder shows the preview PDF it fetched from the server.
 * - In Stripe mode, Stripe.js and its card fields' frames load from Stripe and talk to its API
 *   (docs.stripe.com/security/guide#content-security-policy); the card never passes through our pages.
 */
export function pagePolicy(parts: { scriptHashes: readonly string[]; remoteOrigins: readonly string[]; stripe?: boolean }): string {
  const origins = parts.remoteOrigins;
  const stripe = parts.stripe ? STRIPE_ORIGINS : { script: [], frame: [], connect: [] };
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...parts.scriptHashes, ...origins, ...stripe.script],
    'style-src': ["'self'", "'unsafe-inline'", ...origins],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'data:', ...origins, ...stripe.connect],
    'worker-src': ["'self'"],
    'frame-src': ["'self'", 'blob:', ...stripe.frame],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
