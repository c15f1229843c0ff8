import { randomBytes } from 'node:crypto';

/** The secret of a public link: 256 random bits, base64url. Never derived from the row id. */
export function newPublicToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The shell route that shows an invoice to its client, on the origin the request came in on. */
export function publicInvoiceUrl(origin: string, token: string | null | undefined): string | null {
  return token ? `${origin}/view/invoice/${token}` : null;
}
