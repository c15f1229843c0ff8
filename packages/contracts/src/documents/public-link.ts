import { z } from 'zod';

/** POST /api/{invoices,estimates,change-orders}/:id/link: a new secret link, or none at all. */
export const documentLinkActionSchema = z.object({ action: z.enum(['rotate', 'revoke']) });
export type DocumentLinkAction = z.infer<typeof documentLinkActionSchema>;

export const documentLinkSchema = z.object({ publicUrl: z.string().nullable() });
export type DocumentLink = z.infer<typeof documentLinkSchema>;
