import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { BUILT_IN_TEMPLATES, type DocumentKind, type Template, type TemplateDesign, type TemplateSettings, type TemplateUpdate } from '@ledgerline/contracts';
import { transactional } from '../../db/transactional.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { TemplateDefault } from './template-default.entity.ts';
import { Template as TemplateEntity, type ITemplate } from './template.entity.ts';
import { toTemplateBody } from './template.mapper.ts';

/** Only the listed fields are copied: the input was parsed by the contracts schema, nothing else gets in. */
function settingsFields(settings: TemplateSettings) {
  return {
    name: settings.name,
    design: settings.design,
    accentColor: settings.accentColor,
    font: settings.font,
    paperSize: settings.paperSize,
    logoPosition: settings.logoPosition,
    show: settings.show,
    labels: settings.labels,
    headerText: settings.headerText,
    footerText: settings.footerText,
    emails: settings.emails,
  };
}

/** A template of the current account; a missing or foreign id is the same 404. */
export async function findTemplate(em: SqlEntityManager, id: string): Promise<ITemplate> {
  const template = await em.findOne(TemplateEntity, id);
  if (!template) throw notFound();
  return template;
}

/** The kinds each of the account's templates is the default for. */
async function defaultsByTemplate(em: SqlEntityManager, accountId: string): Promise<Map<string, DocumentKind[]>> {
  const defaults = await em.find(TemplateDefault, { account: accountId }, { orderBy: { kind: 'asc' } });
  const byTemplate = new Map<string, DocumentKind[]>();
  for (const entry of defaults) byTemplate.set(entry.template.id, [...(byTemplate.get(entry.template.id) ?? []), entry.kind]);
  return byTemplate;
}

export async function templateBody(em: SqlEntityManager, accountId: string, template: ITemplate): Promise<Template> {
  return toTemplateBody(template, (await defaultsByTemplate(em, accountId)).get(template.id) ?? []);
}

export async function listTemplates(em: SqlEntityManager, accountId: string): Promise<Template[]> {
  const [templates, defaults] = await Promise.all([
    em.find(TemplateEntity, { account: accountId }, { orderBy: { name: 'asc', createdAt: 'asc' } }),
    defaultsByTemplate(em, accountId),
  ]);
  return templates.map((template) => toTemplateBody(template, defaults.get(template.id) ?? []));
}

/** A new template is a copy of a built-in design, which is never edited in place. */
export async function createTemplate(em: SqlEntityManager, accountId: string, design: TemplateDesign): Promise<ITemplate> {
  const template = em.create(TemplateEntity, { account: accountId, ...settingsFields(BUILT_IN_TEMPLATES[design]) });
  await em.flush();
  return template;
}

/** Replaces a template's settings; the save names the version it was based on, and a stale one changes nothing. */
export function updateTemplate(em: SqlEntityManager, id: string, input: TemplateUpdate): Promise<ITemplate> {
  return transactional(em, async (tx) => {
    const template = await tx.findOne(TemplateEntity, id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!template) throw notFound();
    if (template.version !== input.version) {
      throw new HttpError(409, 'stale_version', 'This template was changed by someone else. Reload it to see the changes, then edit again.');
    }
    tx.assign(template, { ...settingsFields(input), updatedAt: new Date() });
    return template;
  });
}

/** Deletes a template; documents that picked it follow the account's default again (the foreign key sets them to null). */
export function deleteTemplate(em: SqlEntityManager, id: string): Promise<void> {
  return transactional(em, async (tx) => {
    tx.remove(await findTemplate(tx, id));
  });
}

/** Makes the template the account's one default for a kind, in place of the one before. */
export function makeDefault(em: SqlEntityManager, accountId: string, id: string, kind: DocumentKind): Promise<ITemplate> {
  return transactional(em, async (tx) => {
    const template = await findTemplate(tx, id);
    // One statement, so two requests naming defaults for the same kind at once cannot both insert.
    await tx.upsert(
      TemplateDefault,
      { id: randomUUID(), account: accountId, kind, template: template.id },
      { onConflictFields: ['account', 'kind'], onConflictMergeFields: ['template'] },
    );
    return template;
  });
}
