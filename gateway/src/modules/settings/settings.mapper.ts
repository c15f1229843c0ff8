import type { AccountSettings as SettingsBody } from '@ledgerline/contracts';
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
    estimateNumberPattern: settings.estimateNumberPattern,
    estimateValidityDays: settings.estimateValidityDays,
    paymentInstructions: settings.paymentInstructions,
    defaultTerms: settings.defaultTerms,
    defaultNotes: settings.defaultNotes,
    paperSize: settings.paperSize ?? null,
    acceptOnlinePayments: settings.acceptOnlinePayments,
    allowPartialPayments: settings.allowPartialPayments,
    minimumPartialPayment: settings.minimumPartialPayment,
  };
}
