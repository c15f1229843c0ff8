import { expect, type APIRequestContext } from '@playwright/test';
import type { DocumentKind, Template, TemplateSettings, TemplateShow } from '@ledgerline/contracts';

/**
 * A template copied from Clean with `changes` (the blocks it names in `show` switched, the others as
 * Clean has them) and a PNG logo, made the account's default for `kind` through the API, for tests
 * about what the template dresses rather than about the builder.
 */
export async function createDefaultTemplateViaApi(
  request: APIRequestContext,
  kind: DocumentKind,
  changes: Partial<Omit<TemplateSettings, 'show'>> & { show?: Partial<TemplateShow> },
  logo: Buffer,
): Promise<Template> {
  const created = await request.post('/api/templates', { data: { design: 'clean' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id, logoUrl: _logo, defaultFor: _defaults, updatedAt: _at, ...settings } = (await created.json()) as Template;
  const saved = await request.put(`/api/templates/${id}`, { data: { ...settings, ...changes, show: { ...settings.show, ...changes.show } } });
  expect(saved.status(), await saved.text()).toBe(200);
  const uploaded = await request.put(`/api/templates/${id}/logo`, { data: logo, headers: { 'Content-Type': 'image/png' } });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const made = await request.post(`/api/templates/${id}/default`, { data: { kind } });
  expect(made.status(), await made.text()).toBe(200);
  return (await made.json()) as Template;
}
