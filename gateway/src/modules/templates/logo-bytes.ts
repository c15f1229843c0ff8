import { LOGO_TYPES } from '@ledgerline/contracts';

export type LogoType = (typeof LOGO_TYPES)[number];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

/**
 * What the image is by its first bytes, whatever its name or declared type said: a text file named
 * logo.png, or an SVG (which can carry script), is neither, and is refused.
 */
export function logoTypeOf(bytes: Uint8Array): LogoType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}
