import path from 'node:path';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** A content hash in the file name ("main.3f9a1c2b.js") means the name changes whenever the bytes do. */
const HASHED_NAME = /\.[0-9a-f]{8,}\./;

/**
 * Entry points (index.html, mf-manifest.json, remoteEntry.js, sw.js) keep their names across builds,
 * so browsers must revalidate them or they would keep loading old chunks; hashed chunks never change.
 * Anything else unhashed (icons, web manifest) revalidates too: cheap with Last-Modified, never stale.
 */
export function cacheControlFor(filePath: string): string {
  return HASHED_NAME.test(path.basename(filePath)) ? IMMUTABLE : REVALIDATE;
}

export const NO_CACHE = REVALIDATE;
