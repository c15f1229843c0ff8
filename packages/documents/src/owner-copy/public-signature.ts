import type { PublicSignature, SignatureSummary } from '@ledgerline/contracts';

/** The signature as the public page shows it: the signer's IP address and browser stay with the owner. */
export function toPublicSignature({ ip: _ip, userAgent: _userAgent, ...shown }: SignatureSummary): PublicSignature {
  return shown;
}
