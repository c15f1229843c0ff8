import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ContactMessage } from '../contact/contact-message.entity.ts';

/**
 * That a contact message was handled, by whom, when and with what note. A table of the admin area
 * keyed by the message (no row: still new), so the contact module that receives messages is untouched.
 */
export const ContactMessageHandling = defineEntity({
  name: 'ContactMessageHandling',
  properties: {
    message: () => p.oneToOne(ContactMessage).primary().ref().deleteRule('cascade'),
    handledById: p.uuid().nullable(),
    /** Kept as it was at the time, so the record survives the user. */
    handledByName: p.string().length(32),
    handledAt: p.datetime(),
    note: p.text().default(''),
  },
});
export type IContactMessageHandling = InferEntity<typeof ContactMessageHandling>;

/** An email an admin sent in answer to a contact message; the email itself is in the mail outbox. */
export const ContactReply = defineEntity({
  name: 'ContactReply',
  indexes: [{ name: 'contact_reply_message_index', properties: ['message', 'createdAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    message: () => p.manyToOne(ContactMessage).ref().deleteRule('cascade'),
    mailMessageId: p.uuid(),
    sentById: p.uuid().nullable(),
    sentByName: p.string().length(32),
    subject: p.string().length(200),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IContactReply = InferEntity<typeof ContactReply>;
