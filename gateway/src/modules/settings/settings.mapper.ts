import { ESTIMATE_SETTINGS_DEFAULTS, type AccountSettings as SettingsBody } from '@ledgerline/contracts';
import type { IAccountSettings } from './account-settings.entity.ts';

export function toSettingsBody(settings: IAccountSettings): SettingsBody {
  return {
    businessName: settings.businessName,
    email: settings.email,
    phone: settings.phone,
    address: settings.address,
    taxId: settings.taxId,
    currency: settings.currency,
    taxMode: settings.taxMode,
    taxRates: settings.taxRates,
    invoiceNumberPattern: settings.invoiceNumberPattern,
    paymentTermsDays: settings.paymentTermsDays,
    // Not stored yet: the estimate settings get their columns with the estimates' migration.
    ...ESTIMATE_SETTINGS_DEFAULTS,
    paymentInstructions: settings.paymentInstructions,
    defaultTerms: settings.defaultTerms,
    defaultNotes: settings.defaultNotes,
  };
}
