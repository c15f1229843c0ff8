import type { EntityManager } from '@mikro-orm/core';
import type { ContactMessage as ContactMessageBody, ContactMessageBody as ContactInput } from '@ledgerline/contracts';
import { ACROSS_ACCOUNTS } from '../../db/account-scope.ts';
import { ContactMessage, type IContactMessage } from './contact-message.entity.ts';

/** Keeps a message from the contact form; `writer` is the signed-in user, if any, and whether their plan puts them first. */
export async function recordContactMessage(em: EntityManager, input: ContactInput, writer: { userId: string; priority: boolean } | null): Promise<void> {
  em.create(ContactMessage, {
    name: input.name,
    email: input.email.toLowerCase(),
    subject: input.subject,
    message: input.message,
    user: writer?.userId ?? null,
    priority: writer?.priority ?? false,
  });
  await em.flush();
}

export function toContactMessageBody(message: IContactMessage): ContactMessageBody {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
    userId: message.user?.id ?? null,
    priority: message.priority,
    createdAt: message.createdAt.toISOString(),
  };
}

/**
 * Every contact message, newest first, a page at a time: for the admin area. They belong to no
 * account, so the account filter (which the writer's user reference would bring in) is lifted.
 */
export async function listContactMessages(em: EntityManager, page: number, pageSize: number) {
  const [messages, total] = await em.findAndCount(ContactMessage, {}, { ...ACROSS_ACCOUNTS, orderBy: { createdAt: 'desc', id: 'asc' }, limit: pageSize, offset: (page - 1) * pageSize });
  return { items: messages.map(toContactMessageBody), total, page, pageSize };
}
