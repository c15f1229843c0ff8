/**
 * The verification code a document prints: the first 48 bits of the SHA-256 (hex) of its canonical
 * content, as three groups of four ("9F86-D081-884C"), short enough to read out and compare with
 * the one its public page shows.
 */
export function shortVerificationCode(sha256Hex: string): string {
  const head = sha256Hex.slice(0, 12).toUpperCase();
  return `${head.slice(0, 4)}-${head.slice(4, 8)}-${head.slice(8, 12)}`;
}
