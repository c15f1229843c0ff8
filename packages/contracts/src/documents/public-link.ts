import { z } from 'zod';
import { isoDateSchema } from '../text.ts';

/**
 * POST /api/{invoices,estimates,change-orders}/:id/link: a new secret link (with no expiry), none at
 * all, or the link's last day (null: it no longer expires).
 */
export const documentLinkActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('rotate') }),
    z.object({ action: z.literal('revoke') }),
    z.object({ action: z.literal('expire'), expiresOn: isoDateSchema.nullable() }),
  ],
  'Choose rotate, revoke or expire.',
);
export type DocumentLinkAction = z.infer<typeof documentLinkActionSchema>;

export const documentLinkSchema = z.object({ publicUrl: z.string().nullable(), publicLinkExpiresOn: isoDateSchema.nullable() });
export type DocumentLink = z.infer<typeof documentLinkSchema>;

/**
 * Whether a link with this last day no longer opens on `today` (both YYYY-MM-DD): it works through
 * its last day. The gateway measures against the UTC date.
 */
export function publicLinkExpired(expiresOn: string | null, today: string): boolean {
  return expiresOn !== null && expiresOn < today;
}
