import { readFileSync } from 'node:fs';
import path from 'node:path';
import { versionInfoSchema, type VersionInfo } from '@ledgerline/contracts';
import { REPO_ROOT } from '../../paths.ts';

/**
 * Name, version and description of the product, from the root package.json (read once at start).
 * npm package names are lower-case, so the name people see is its productName.
 */
export function readVersionInfo(): VersionInfo {
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;
  return versionInfoSchema.parse({ ...pkg, name: pkg.productName ?? pkg.name });
}
