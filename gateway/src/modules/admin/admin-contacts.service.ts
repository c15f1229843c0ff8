import type { SqlEntityManager } from '@mikro-orm/sql';
import type { AdminContactList, AdminContactMessage, AdminContactsQuery, ContactReplyBody, ContactState } from '@ledgerline/contracts';
import { renderDocumentEmail } from '@ledgerline/documents/document-email/document-email.ts';
import { containsPattern, safeNumber } from '../../db/sql-text.ts';
import { transactional } from '../../db/transactional.ts';
import { notFound } from '../../http/http-error.ts';
import { ContactMessage } from '../contact/contact-message.entity.ts';
import { queueMail } from '../mail/mail-outbox.ts';
import { recordAdminEvent, type AdminActor } from './admin-audit.ts';
import { ContactMessageHandling, ContactReply } from './contact-handling.entity.ts';

type Row = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  user_id: string | null;
  priority: boolean;
  created_at: Date;
  handled_by_id: string | null;
  handled_by_name: string | null;
  handled_at: Date | null;
  note: string | null;
};

type Executes = { execute<T>(sql: string, params: unknown[]): Promise<T[]> };

const SELECT = `select m."id", m."name", m."email", m."subject", m."message", m."user_id", m."priority", m."created_at",
  h."handled_by_id", h."handled_by_name", h."handled_at", h."note"
  from "contact_message" m left join "contact_message_handling" h on h."message_id" = m."id"`;

const STATE_CONDITION: Record<ContactState, string> = { new: 'h."message_id" is null', handled: 'h."message_id" is not null' };

async function repliesOf(em: SqlEntityManager, ids: string[]) {
  if (ids.length === 0) return new Map<string, AdminContactMessage['replies']>();
  const replies = await em.find(ContactReply, { message: { $in: ids } }, { orderBy: { createdAt: 'asc' } });
  const byMessage = new Map<string, AdminContactMessage['replies']>();
  for (const reply of replies) {
    const list = byMessage.get(reply.message.id) ?? [];
    list.push({ subject: reply.subject, sentBy: { id: reply.sentById ?? null, username: reply.sentByName }, sentAt: reply.createdAt.toISOString() });
    byMessage.set(reply.message.id, list);
  }
  return byMessage;
}

function toAdminContact(row: Row, replies: AdminContactMessage['replies']): AdminContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    userId: row.user_id,
    priority: row.priority,
    createdAt: new Date(row.created_at).toISOString(),
    state: row.handled_at ? 'handled' : 'new',
    handledBy: row.handled_at ? { id: row.handled_by_id, username: row.handled_by_name ?? '' } : null,
    handledAt: row.handled_at ? new Date(row.handled_at).toISOString() : null,
    note: row.note ?? '',
    replies,
  };
}

/**
 * The contact inbox: waiting messages of accounts with priority support first, then newest first;
 * searched in name, email, subject and message, filtered by state.
 */
export async function listContacts(em: SqlEntityManager, query: Required<Pick<AdminContactsQuery, 'page' | 'pageSize'>> & AdminContactsQuery): Promise<AdminContactList> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.q) {
    conditions.push(`(lower(m."name") like ? or lower(m."email") like ? or lower(m."subject") like ? or lower(m."message") like ?)`);
    params.push(...Array.from({ length: 4 }, () => containsPattern(query.q ?? '')));
  }
  if (query.state) conditions.push(STATE_CONDITION[query.state]);
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const executes = em as unknown as Executes;
  const page = Number(query.page);
  const pageSize = Number(query.pageSize);
  const rows = await executes.execute<Row>(`${SELECT} ${where} order by (m."priority" and h."message_id" is null) desc, m."created_at" desc, m."id" limit ? offset ?`, [...params, pageSize, (page - 1) * pageSize]);
  const [total] = await executes.execute<{ total: unknown }>(`select count(*) as "total" from "contact_message" m left join "contact_message_handling" h on h."message_id" = m."id" ${where}`, params);
  const [waiting] = await executes.execute<{ waiting: unknown }>(`select count(*) as "waiting" from "contact_message" m left join "contact_message_handling" h on h."message_id" = m."id" where ${STATE_CONDITION.new}`, []);
  const replies = await repliesOf(em, rows.map((row) => row.id));
  return {
    items: rows.map((row) => toAdminContact(row, replies.get(row.id) ?? [])),
    total: safeNumber(total?.total),
    page,
    pageSize,
    waiting: safeNumber(waiting?.waiting),
  };
}

/** One message with its state and replies, or 404. */
export async function getContact(em: SqlEntityManager, id: string): Promise<AdminContactMessage> {
  const [row] = await (em as unknown as Executes).execute<Row>(`${SELECT} where m."id" = ?`, [id]);
  if (!row) throw notFound();
  return toAdminContact(row, (await repliesOf(em, [id])).get(id) ?? []);
}

async function findMessage(tx: SqlEntityManager, id: string) {
  const message = await tx.findOne(ContactMessage, id, { filters: false });
  if (!message) throw notFound();
  return message;
}

/** Marks a message handled (or updates the note of a handled one), with who and when. */
export async function markHandled(em: SqlEntityManager, actor: AdminActor, id: string, note: string, now: Date): Promise<AdminContactMessage> {
  await transactional(em, async (tx) => {
    const message = await findMessage(tx, id);
    const handling = await tx.findOne(ContactMessageHandling, { message: id });
    const before = handling ? 'handled' : 'new';
    if (handling) tx.assign(handling, { handledById: actor.id, handledByName: actor.username, handledAt: now, note });
    else tx.create(ContactMessageHandling, { message, handledById: actor.id, handledByName: actor.username, handledAt: now, note });
    recordAdminEvent(tx, actor, 'contact_handled', { kind: 'contact_message', id, label: `"${message.subject}" from ${message.email}` }, `${before} → handled${note ? `: ${note}` : ''}`);
  });
  return getContact(em, id);
}

const PRODUCT = { businessName: 'Ledgerline', accentColor: '#1677ff' };

/**
 * Puts a reply to the message's sender in the outbox (the admin's own account's mail, so it shows
 * in their Sent mail) and notes it on the message, in one transaction. Returns the mail's id for
 * the worker.
 */
export async function replyToContact(
  em: SqlEntityManager,
  actor: AdminActor,
  id: string,
  input: ContactReplyBody,
  options: { from: string; origin: string; now: Date },
): Promise<string> {
  return transactional(em, async (tx) => {
    const message = await findMessage(tx, id);
    const { html, text } = renderDocumentEmail({ ...PRODUCT, message: input.message, linkLabel: '', link: null });
    const mailId = queueMail(tx, {
      accountId: actor.accountId,
      about: null,
      sentBy: actor.id,
      from: options.from,
      to: [message.email],
      subject: input.subject,
      html,
      text,
      origin: options.origin,
      sendAfter: options.now,
    });
    await tx.flush();
    tx.create(ContactReply, { message, mailMessageId: mailId, sentById: actor.id, sentByName: actor.username, subject: input.subject });
    recordAdminEvent(tx, actor, 'contact_replied', { kind: 'contact_message', id, label: `"${message.subject}" from ${message.email}` }, `reply "${input.subject}" queued to ${message.email}`);
    return mailId;
  });
}
