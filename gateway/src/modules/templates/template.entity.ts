import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { DocumentKind, TemplateEmail, TemplateLabelKey, TemplateShow } from '@ledgerline/contracts';
import { LOGO_POSITIONS, PAPER_SIZES, TEMPLATE_DESIGNS, TEMPLATE_FONTS } from '@ledgerline/contracts';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { Account } from '../accounts/account.entity.ts';

/**
 * A template the account made from a built-in design and edits in the builder. The logo is stored
 * in the row (at most LOGO_MAX_BYTES, PNG or JPEG checked by its bytes), so a template is whole
 * on every gateway with no file store; its hash names the logo's address so a new logo is fetched anew.
 */
export const Template = defineEntity({
  name: 'Template',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  indexes: [{ name: 'template_account_name_index', properties: ['account', 'name'] }],
  properties: {
    // Its own id, account and version columns rather than document-core's builders: those name this
    // entity (a document's template), so importing them here would be an import cycle.
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).ref(),
    name: p.string().length(80),
    design: p.enum(TEMPLATE_DESIGNS),
    accentColor: p.string().length(7),
    font: p.enum(TEMPLATE_FONTS),
    paperSize: p.enum(PAPER_SIZES).nullable(),
    logoPosition: p.enum(LOGO_POSITIONS),
    show: p.json<TemplateShow>(),
    labels: p.json<Partial<Record<TemplateLabelKey, string>>>(),
    headerText: p.text().default(''),
    footerText: p.text().default(''),
    emails: p.json<Record<DocumentKind, TemplateEmail>>(),
    /** Loaded only where the logo is served or printed, never with a list. */
    logo: p.blob().nullable().lazy(),
    logoType: p.string().length(20).nullable(),
    logoSha256: p.string().length(64).nullable(),
    version: p.integer().version(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type ITemplate = InferEntity<typeof Template>;
