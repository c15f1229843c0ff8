import { z } from 'zod';
import { addressSchema } from './clients.ts';

/** The business and the client as every public document view shows them: no ids, no internal notes. */
export const publicBusinessSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: addressSchema,
  taxId: z.string(),
});
export type PublicBusiness = z.infer<typeof publicBusinessSchema>;

export const publicClientSchema = z.object({
  name: z.string(),
  company: z.string(),
  email: z.string(),
  billingAddress: addressSchema,
  taxId: z.string(),
});
export type PublicClient = z.infer<typeof publicClientSchema>;
