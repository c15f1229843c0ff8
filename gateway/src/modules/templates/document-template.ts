import type { SqlEntityManager } from '@mikro-orm/sql';
import { HttpError } from '../../http/http-error.ts';
import { Template } from './template.entity.ts';

/**
 * The template a document's save names, as the value of its template column: undefined keeps what
 * it had, null follows the account's default, and an id must be one of the account's own templates
 * (the account filter hides the others, so another account's id is the same 404 as a missing one).
 */
export async function documentTemplate(tx: SqlEntityManager, templateId: string | null | undefined) {
  if (templateId == null) return templateId;
  const template = await tx.findOne(Template, templateId, { fields: ['id'] });
  if (!template) {
    const message = 'This template does not exist. Choose one of your templates.';
    throw new HttpError(404, 'template_not_found', message, { fields: { templateId: [message] } });
  }
  return tx.getReference(Template, templateId, { wrapped: true });
}
