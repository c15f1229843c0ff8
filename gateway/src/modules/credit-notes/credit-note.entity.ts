import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CREDIT_NOTE_REMAINDERS, CREDIT_NOTE_STATUSES } from '@ledgerline/contracts';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { MinorUnitsType } from '../../db/minor-units.type.ts';
import { trigramIndex } from '../../db/trigram-index.ts';
import {
  clientProperties,
  headerProperties,
  lineLayoutProperties,
  publicLinkProperties,
  templateProperties,
  tenantProperties,
  totalsProperties,
  versionProperties,
} from '../document-core/document-properties.ts';
import { dashboardDataChanged } from '../dashboard/dashboard-data-changed.trigger.ts';
import { Invoice } from '../invoices/invoice.entity.ts';

const money = () => p.type(MinorUnitsType).columnType('bigint');

/**
 * A credit note: part or all of an issued invoice taken back. It is issued when made, with the
 * invoice's client, currency, rate, tax mode and prices, and where each unit of its total went
 * (the settlement columns, which add up to the total); it is never edited or deleted.
 */
export const CreditNote = defineEntity({
  name: 'CreditNote',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  triggers: [dashboardDataChanged('credit_note')],
  uniques: [{ name: 'credit_note_account_number_unique', properties: ['account', 'number'] }],
  indexes: [
    {
      name: 'credit_note_account_issue_date_index',
      columns: [{ name: 'account_id' }, { name: 'issue_date', sort: 'desc' }, { name: 'number', sort: 'desc' }],
    },
    { name: 'credit_note_account_client_index', properties: ['account', 'client'] },
    trigramIndex('credit_note', 'credit_note_number_trigram_index', 'lower("number")'),
  ],
  properties: {
    ...tenantProperties(),
    ...clientProperties(),
    ...headerProperties(),
    number: p.string().length(40),
    status: p.enum(CREDIT_NOTE_STATUSES).default('issued'),
    issueDate: p.date(),
    invoice: () => p.manyToOne(Invoice).ref().index(),
    reason: p.text(),
    ...lineLayoutProperties(),
    ...totalsProperties(),
    remainder: p.enum(CREDIT_NOTE_REMAINDERS),
    appliedToBalance: money(),
    refundedOnline: money(),
    refundedByHand: money(),
    keptAsCredit: money(),
    ...publicLinkProperties(),
    ...templateProperties(),
    sentAt: p.datetime().nullable(),
    ...versionProperties(),
  },
});
export type ICreditNote = InferEntity<typeof CreditNote>;
