import path from 'node:path';

/** The repository root, found from this file so it does not depend on the folder npm runs in. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
