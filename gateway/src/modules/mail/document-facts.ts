import type { SqlEntityManager } from '@mikro-orm/sql';
import type { DocumentKind } from '@ledgerline/contracts';
import type { IClient } from '../clients/client.entity.ts';
import type { DocumentFacts } from '../document-core/document-kind.ts';
import { DOCUMENT_KIND_MODULES } from '../document-kinds.ts';

/** Reads a document of the request's account (through the account filter: another account's id is a 404). */
export function loadDocumentFacts(em: SqlEntityManager, kind: DocumentKind, id: string): Promise<DocumentFacts> {
  return DOCUMENT_KIND_MODULES[kind].facts(em, id);
}

/** The client's addresses a message may go to: its own email, then each contact's, without repeats. */
export function clientRecipients(client: IClient): { name: string; email: string }[] {
  const all = [{ name: client.name, email: client.email }, ...client.contacts.map((contact) => ({ name: contact.name || client.name, email: contact.email }))];
  const seen = new Set<string>();
  return all.filter(({ email }) => {
    const key = email.toLowerCase();
    if (!email || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
