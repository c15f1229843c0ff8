import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const TEST_OBJECT_TYPES = ['customer', 'setup', 'payment_method', 'payment', 'refund'] as const;
export type TestObjectType = (typeof TEST_OBJECT_TYPES)[number];

/**
 * The test-mode provider's own state (what Stripe keeps on its side), in our database so it lasts
 * across restarts and is the same for every gateway. Not an account's row: it stands for the
 * provider, and is reached only through the provider's ids.
 */
export const TestProviderObject = defineEntity({
  name: 'TestProviderObject',
  properties: {
    id: p.string().length(64).primary(),
    type: p.enum(TEST_OBJECT_TYPES),
    customerId: p.string().length(64).nullable().index(),
    data: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ITestProviderObject = InferEntity<typeof TestProviderObject>;

/** The test-mode provider's answers by idempotency key, like Stripe's: a retry gets the first answer. */
export const TestProviderRequest = defineEntity({
  name: 'TestProviderRequest',
  properties: {
    key: p.string().length(400).primary(),
    result: p.json<unknown>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ITestProviderRequest = InferEntity<typeof TestProviderRequest>;
