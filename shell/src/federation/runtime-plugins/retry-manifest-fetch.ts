import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Why: a remote's mf-manifest.json is the first thing fetched from it, and a single dropped
 * connection or a gateway restart would otherwise show the "could not be loaded" card for a remote
 * that is fine. Network errors and 5xx answers are retried a couple of times with a short pause;
 * anything else (a 404, say) is a real answer and is returned at once.
 */
const RETRY_DELAYS_MS = [300, 1000];

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function fetchWithRetry(url: string, init: RequestInit): Promise<Response> {
  for (const delay of RETRY_DELAYS_MS) {
    try {
      const response = await fetch(url, init);
      if (response.status < 500) return response;
    } catch {
      // A network error: try again after the pause.
    }
    await pause(delay);
  }
  return fetch(url, init);
}

export default function retryManifestFetch(): ModuleFederationRuntimePlugin {
  return {
    name: 'retry-manifest-fetch',
    fetch: (url, init) => fetchWithRetry(url, init),
  };
}
