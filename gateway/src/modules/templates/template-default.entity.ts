import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { DOCUMENT_KINDS } from '@ledgerline/contracts';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { tenantProperties } from '../document-core/document-properties.ts';
import { Template } from './template.entity.ts';

/** The account's default template for one document kind; gone with its template, when the built-in Clean design applies again. */
export const TemplateDefault = defineEntity({
  name: 'TemplateDefault',
  tableName: 'template_default',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  uniques: [{ name: 'template_default_account_kind_unique', properties: ['account', 'kind'] }],
  properties: {
    ...tenantProperties(),
    kind: p.enum(DOCUMENT_KINDS),
    template: () => p.manyToOne(Template).ref().deleteRule('cascade').index(),
  },
});
export type ITemplateDefault = InferEntity<typeof TemplateDefault>;
