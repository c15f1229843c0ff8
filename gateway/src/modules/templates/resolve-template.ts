import type { SqlEntityManager } from '@mikro-orm/sql';
import { BUILT_IN_TEMPLATES, type DocumentKind, type TemplateSettings } from '@ledgerline/contracts';
import { TemplateDefault } from './template-default.entity.ts';
import { Template, type ITemplate } from './template.entity.ts';
import { toTemplateSettings } from './template.mapper.ts';

export type TemplateLogo = { contentType: string; data: Buffer };

/** The template a document is rendered with: its settings and logo, and the stored template's id (null for the built-in Clean). */
export type ResolvedTemplate = { id: string | null; settings: TemplateSettings; logo: TemplateLogo | null };

/** A stored template's logo (loaded with populate: ['logo']), or null without one. */
export function templateLogo(template: ITemplate): TemplateLogo | null {
  return template.logo && template.logoType ? { contentType: template.logoType, data: Buffer.from(template.logo) } : null;
}

/** The logo as a data URL, for a page or a PDF that carries it inline. */
export function logoDataUrl(logo: TemplateLogo | null): string | null {
  return logo ? `data:${logo.contentType};base64,${logo.data.toString('base64')}` : null;
}

function resolved(template: ITemplate): ResolvedTemplate {
  return { id: template.id, settings: toTemplateSettings(template), logo: templateLogo(template) };
}

/**
 * What a document of `kind` is rendered with: the template it picked, else the account's default
 * for its kind, else the built-in Clean design. Every read is scoped to `accountId` (also where no
 * request set the account filter, as in a job), so another account's template id is passed over
 * like a deleted one.
 */
export async function resolveTemplate(
  em: SqlEntityManager,
  accountId: string,
  kind: DocumentKind,
  templateId?: string | null,
): Promise<ResolvedTemplate> {
  const scoped = { filters: { account: { accountId } } };
  const load = (id: string) => em.findOne(Template, { id, account: accountId }, { ...scoped, populate: ['logo'] });
  const picked = templateId ? await load(templateId) : null;
  if (picked) return resolved(picked);
  const fallback = await em.findOne(TemplateDefault, { account: accountId, kind }, scoped);
  const byDefault = fallback ? await load(fallback.template.id) : null;
  return byDefault ? resolved(byDefault) : { id: null, settings: BUILT_IN_TEMPLATES.clean, logo: null };
}
