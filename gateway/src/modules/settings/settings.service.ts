import type { EntityManager } from '@mikro-orm/core';
import { accountSettingsSchema, type AccountSettings as SettingsBody } from '@ledgerline/contracts';
import type { IAccount } from '../accounts/account.entity.ts';
import { AccountSettings, type IAccountSettings } from './account-settings.entity.ts';
import { transactional } from '../../db/transactional.ts';

/** What a new account starts with: its name as the business name, US dollars, no taxes yet. */
export function defaultSettings(businessName: string): SettingsBody {
  return accountSettingsSchema.parse({ businessName, currency: 'USD' });
}

/** Adds the settings row of a new account (inside the transaction that creates the account). */
export function createSettings(em: EntityManager, account: IAccount, businessName: string): IAccountSettings {
  return em.create(AccountSettings, { account, ...defaultSettings(businessName) });
}

/** The account's settings; every account has them from its creation (or the migration's backfill). */
export function getSettings(em: EntityManager, accountId: string): Promise<IAccountSettings> {
  return em.findOneOrFail(AccountSettings, { account: accountId });
}

export async function updateSettings(em: EntityManager, accountId: string, input: SettingsBody): Promise<IAccountSettings> {
  return transactional(em, async (tx) => {
    const settings = await getSettings(tx, accountId);
    tx.assign(settings, input);
    return settings;
  });
}
