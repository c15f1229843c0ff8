export { resourceKeys } from './resource-keys.ts';
export { clientKeys } from './clients/client-keys.ts';
export { clientQueryOptions, getClient, useClient } from './clients/get-client.ts';
export { clientListQueryOptions, clientPickerQuery, listClients, useClientList } from './clients/list-clients.ts';
export { createClient, useCreateClient } from './clients/create-client.ts';
export { updateClient, useUpdateClient } from './clients/update-client.ts';
export { deleteClient, useDeleteClient, type ClientDeleteResult } from './clients/delete-client.ts';
export { restoreClient, useRestoreClient } from './clients/restore-client.ts';
export { invoiceKeys, type InvoiceFilters } from './invoices/invoice-keys.ts';
export { getInvoice, invoiceQueryOptions, useInvoice } from './invoices/get-invoice.ts';
export { invoicesQueryOptions, listInvoices, useInvoices } from './invoices/list-invoices.ts';
export { requestInvoice, useInvoiceMutation } from './invoices/use-invoice-mutation.ts';
export { saveInvoice, useSaveInvoice, type SaveInvoiceVariables } from './invoices/save-invoice.ts';
export { sendInvoice, useSendInvoice } from './invoices/send-invoice.ts';
export { useVoidInvoice, voidInvoice } from './invoices/void-invoice.ts';
export { duplicateInvoice, useDuplicateInvoice } from './invoices/duplicate-invoice.ts';
export { deleteInvoice, useDeleteInvoice } from './invoices/delete-invoice.ts';
export { changeInvoiceLink, useChangeInvoiceLink } from './invoices/invoice-link.ts';
export { recordPayment, useRecordPayment } from './invoices/record-payment.ts';
export { deletePayment, useDeletePayment } from './invoices/delete-payment.ts';
export {
  accountSettingsKeys,
  accountSettingsQueryOptions,
  getAccountSettings,
  updateAccountSettings,
  useAccountSettings,
  useUpdateAccountSettings,
} from './account/account-settings.ts';
export { markNotificationRead, notificationKeys, notificationsQueryOptions } from './notifications/notifications.ts';
export { searchKeys, searchQueryOptions } from './search/search.ts';
export { estimateKeys } from './estimates/estimate-keys.ts';
export { changeOrderKeys } from './change-orders/change-order-keys.ts';
