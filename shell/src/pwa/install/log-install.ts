import type { DeviceType, InstallLogBody } from '@ledgerline/contracts';
import { apiRequest } from '@ledgerline/shell-sdk';

/** SPEC.md section 7: POST /api/downloads on installation; the answer is not read. */
export async function logInstall(deviceType: DeviceType): Promise<void> {
  const body: InstallLogBody = { documentType: 'pwa', deviceType, source: 'pwa_utils' };
  await apiRequest('POST', '/api/downloads', body);
}
