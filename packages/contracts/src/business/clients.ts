import { z } from 'zod';
import { currencyCodeSchema } from '../money/currency.ts';
import { idSchema, oneLine, optionalEmailSchema, pageOf, pageQuerySchema, plainText, requiredText } from '../text.ts';

export const addressSchema = z.object({
  line1: plainText(200).default(''),
  line2: plainText(200).default(''),
  city: plainText(100).default(''),
  region: plainText(100).default(''),
  postalCode: plainText(20).default(''),
  country: plainText(100).default(''),
});
export type Address = z.infer<typeof addressSchema>;

export const contactSchema = z.object({
  name: oneLine(plainText(120), 'Contact name').default(''),
  email: optionalEmailSchema.default(''),
  phone: plainText(40).default(''),
});
export type Contact = z.infer<typeof contactSchema>;

/** What a browser may send to create or update a client; anything else is dropped. */
export const clientInputSchema = z.object({
  name: oneLine(requiredText(200, 'Name'), 'Name'),
  company: plainText(200).default(''),
  email: optionalEmailSchema.default(''),
  phone: plainText(40).default(''),
  contacts: z.array(contactSchema).max(20, 'At most 20 contacts.').default([]),
  billingAddress: addressSchema.default(addressSchema.parse({})),
  siteAddress: addressSchema.default(addressSchema.parse({})),
  currency: currencyCodeSchema.nullable().default(null),
  taxId: plainText(60).default(''),
  notes: plainText(5000).default(''),
});
export type ClientInput = z.infer<typeof clientInputSchema>;
export type ClientInputDraft = z.input<typeof clientInputSchema>;

export const clientBalanceSchema = z.object({
  invoiced: z.number().int(),
  paid: z.number().int(),
  outstanding: z.number().int(),
  /** Credit notes' money kept for the client, still to use on their next invoices. */
  credit: z.number().int().default(0),
});

/**
 * The client's estimates and change orders: how many there are, and the contract value of the
 * client's jobs (accepted estimates' totals plus their approved change orders), in minor units.
 */
export const clientJobsSchema = z.object({
  estimates: z.number().int().nonnegative(),
  changeOrders: z.number().int().nonnegative(),
  contractValue: z.number().int(),
  /** Retainage the client's jobs hold back until it is released. */
  retainageHeld: z.number().int().default(0),
});
export type ClientJobs = z.infer<typeof clientJobsSchema>;

export const clientSchema = clientInputSchema.extend({
  id: idSchema,
  archived: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Totals in the account currency over the client's invoices that are not drafts or void. */
  balance: clientBalanceSchema,
  /** On one client's answers (create, read, update, restore); lists leave it out. */
  jobs: clientJobsSchema.optional(),
});
export type Client = z.infer<typeof clientSchema>;

export const CLIENT_SORTS = ['name', '-name', 'createdAt', '-createdAt', 'outstanding', '-outstanding'] as const;
export const clientListQuerySchema = pageQuerySchema.extend({
  q: plainText(100).optional(),
  sort: z.enum(CLIENT_SORTS, `Sort by one of: ${CLIENT_SORTS.join(', ')}.`).default('name'),
  archived: z.enum(['exclude', 'include', 'only']).default('exclude'),
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

export const clientListSchema = pageOf(clientSchema);
export type ClientList = z.infer<typeof clientListSchema>;

export const clientDeleteResultSchema = z.object({ outcome: z.enum(['deleted', 'archived']) });
