import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { DocumentKind } from '@ledgerline/contracts';
import type { ViewedDocument } from '@ledgerline/documents/document-view/document-view.ts';
import type { IClient } from '../clients/client.entity.ts';
import type { IAccountSettings } from '../settings/account-settings.entity.ts';

/** What an email about a document says of it, whatever its kind. */
export type DocumentFacts = {
  kind: DocumentKind;
  id: string;
  number: string;
  total: number;
  currency: string;
  client: IClient;
  publicToken: string | null | undefined;
  /** The template it picked; null follows the account's default for its kind. */
  templateId: string | null;
};

/** A document as its client receives it (the public copy every PDF prints), with its link's token and the template it picked. */
export type PrintedDocument<K extends DocumentKind> = { viewed: Extract<ViewedDocument, { kind: K }>; publicToken: string | null; templateId: string | null };

/**
 * What the modules every kind shares (sending, PDFs, the template preview) ask of a kind. Each kind
 * answers it once, in its own module (invoices/invoice-kind.ts, …), and document-kinds.ts lists
 * them, so no shared module switches on the kind. `em` is scoped to the document's account: another
 * account's id is a 404.
 */
export interface GatewayDocumentKind<K extends DocumentKind> {
  facts(em: SqlEntityManager, id: string): Promise<DocumentFacts>;
  printed(em: EntityManager, id: string, settings: IAccountSettings, today: string): Promise<PrintedDocument<K>>;
}
