import { readFileSync } from 'node:fs';
import path from 'node:path';
import { versionInfoSchema, type VersionInfo } from '@ledgerline/contracts';
import { REPO_ROOT } from '../../paths.ts';

/** Name, version and description of the product, from the root package.json (read once at start). */
export function readVersionInfo(): VersionInfo {
  const pkg: unknown = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
  return versionInfoSchema.parse(pkg);
}
