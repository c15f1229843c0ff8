import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity.ts';

/**
 * A message sent through the public contact form. Not account-scoped: visitors write it, and the
 * admin area reads every one of them.
 */
export const ContactMessage = defineEntity({
  name: 'ContactMessage',
  indexes: [{ name: 'contact_message_created_index', properties: ['createdAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    name: p.string().length(100),
    email: p.string().length(254),
    subject: p.string().length(150),
    message: p.text(),
    /** The signed-in user who wrote it, or null for a visitor. */
    user: () => p.manyToOne(User).ref().nullable().deleteRule('set null'),
    /** Its writer's plan included priority support when it was sent (billing/plan-rules.ts). */
    priority: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IContactMessage = InferEntity<typeof ContactMessage>;
