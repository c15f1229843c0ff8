import type { EntityManager } from '@mikro-orm/core';
import type { DocumentKind } from '@ledgerline/contracts';
import type { ViewedDocument } from '@ledgerline/documents/document-view/document-view.ts';
import { today } from '../document-core/request-today.ts';
import { DOCUMENT_KIND_MODULES } from '../document-kinds.ts';
import type { IAccountSettings } from '../settings/account-settings.entity.ts';
import { getSettings } from '../settings/settings.service.ts';

/** A document as every PDF of it prints it, with its public link's token, the template it picked (null: the account's default) and the account's settings. */
export type PrintableDocument = { viewed: ViewedDocument; publicToken: string | null; templateId: string | null; settings: IAccountSettings };

/**
 * The document's public copy, the same the client's link answers: the owner's download, the client's
 * download and the email attachment all print this one shape, so they are the same bytes (the
 * signer's IP address, on the owner's copy only, stays in the app). `em` is scoped to the account.
 */
export async function loadPrintableDocument(em: EntityManager, accountId: string, kind: DocumentKind, id: string): Promise<PrintableDocument> {
  const settings = await getSettings(em, accountId);
  return { ...(await DOCUMENT_KIND_MODULES[kind].printed(em, id, settings, today())), settings };
}
