import type { DocumentKind, Template, TemplateSettings } from '@ledgerline/contracts';
import type { ITemplate } from './template.entity.ts';

/** Where a template's logo is served; the hash changes the address with the logo, so no old copy is shown. */
export const logoPath = (template: Pick<ITemplate, 'id' | 'logoSha256'>): string | null =>
  template.logoSha256 ? `/api/templates/${template.id}/logo?v=${template.logoSha256.slice(0, 16)}` : null;

/** The editable part of a stored template, as the view model and the builder read it. */
export function toTemplateSettings(template: ITemplate): TemplateSettings {
  return {
    name: template.name,
    design: template.design,
    accentColor: template.accentColor,
    font: template.font,
    paperSize: template.paperSize ?? null,
    logoPosition: template.logoPosition,
    show: template.show,
    labels: template.labels,
    headerText: template.headerText,
    footerText: template.footerText,
    emails: template.emails,
  };
}

export function toTemplateBody(template: ITemplate, defaultFor: DocumentKind[]): Template {
  return {
    ...toTemplateSettings(template),
    id: template.id,
    logoUrl: logoPath(template),
    defaultFor,
    version: template.version,
    updatedAt: template.updatedAt.toISOString(),
  };
}
